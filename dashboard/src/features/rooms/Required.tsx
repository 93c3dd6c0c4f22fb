/** A required field's label: now in the design system (`ui/Required`); kept here for its importers. */
export { Required } from '../../ui/Required';
