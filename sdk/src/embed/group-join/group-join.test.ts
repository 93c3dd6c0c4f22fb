import { describe, expect, it } from 'vitest';
import { WIDGET_ATTRIBUTE_NAMES } from '../widget-tags';
import { GROUP_JOIN_ATTRIBUTE_NAMES } from './group-join.attributes';
import { groupJoinManifest } from './group-join.manifest';

describe('<plie-group-join>', () => {
  it('is registered with the group and the common attributes', () => {
    expect(WIDGET_ATTRIBUTE_NAMES['plie-group-join']).toEqual(['group', 'lang', 'theme', 'color', 'api']);
    expect(GROUP_JOIN_ATTRIBUTE_NAMES).toBe(WIDGET_ATTRIBUTE_NAMES['plie-group-join']);
  });

  it('documents group as its one required attribute and plie-group-join as the event of its own', () => {
    expect(groupJoinManifest.tag).toBe('plie-group-join');
    expect(groupJoinManifest.attributes.filter((attribute) => attribute.required).map((a) => a.name)).toEqual(
      ['group'],
    );
    expect(groupJoinManifest.events.map((event) => event.name)).toEqual([
      'plie-ready',
      'plie-error',
      'plie-group-join',
    ]);
  });
});
