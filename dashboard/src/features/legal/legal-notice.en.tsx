import type { LegalDocumentText } from './documents';
import { ContactEmail, DocumentLink } from './links';

/** Marks the operator's registered details that are not confirmed yet (the draft notice says so). */
const TO_BE_COMPLETED = '[to be completed]';

/** The Legal Notice in English: a draft pending legal review. */
export const legalNotice: LegalDocumentText = {
  lead: <p>Information about the provider of Plié, as required for services provided electronically.</p>,
  sections: [
    {
      id: 'provider',
      heading: 'Service provider',
      body: (
        <>
          <dl>
            <dt>Operator</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>Registered address</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>Register and registration number (KRS or CEIDG)</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>Tax identification number (NIP)</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>Statistical number (REGON)</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>E-mail</dt>
            <dd>
              <ContactEmail />
            </dd>
          </dl>
          <p>The operator provides Plié and is the controller of personal data processed in it.</p>
        </>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact and point of contact',
      body: (
        <p>
          You can reach us at <ContactEmail />. This address is also our single point of contact for users and
          for authorities of the EU member states and the European Commission under the Digital Services Act
          (Regulation (EU) 2022/2065). You can write to us in English, Polish or Ukrainian.
        </p>
      ),
    },
    {
      id: 'service',
      heading: 'About the service',
      body: (
        <p>
          Plié is an online marketplace where dancers find dance lessons, teachers and studios and sign up to
          them, and where teachers and studios publish and manage their schedules. Plié does not organise or
          teach the lessons: studios and teachers are responsible for the lessons and for the information they
          publish about them. Use of Plié is governed by the{' '}
          <DocumentLink name="terms">Terms and Conditions</DocumentLink>, and personal data is handled as
          described in the <DocumentLink name="privacy">Privacy Policy</DocumentLink>.
        </p>
      ),
    },
    {
      id: 'reporting',
      heading: 'Reporting illegal content',
      body: (
        <>
          <p>
            If you believe that content on Plié is illegal or breaks the Terms and Conditions, send a notice
            to <ContactEmail /> containing:
          </p>
          <ul>
            <li>the address (URL) of the content, or another precise description of where it is;</li>
            <li>why you believe it is illegal or against the terms;</li>
            <li>
              your name and e-mail address (not required if the notice concerns child sexual abuse material);
            </li>
            <li>a statement that you believe in good faith that the information in the notice is correct.</li>
          </ul>
          <p>
            We will confirm receipt, review the notice promptly and objectively, and tell you what we decided.
            If we remove or restrict content, we will tell the person who published it why and how they can
            appeal the decision.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      body: (
        <p>
          The name Plié, its logo, the design of the website and its software are protected by law and may not
          be copied without our permission. Content published by users — profiles, photos, studio pages and
          lessons — belongs to them.
        </p>
      ),
    },
    {
      id: 'external-links',
      heading: 'Links to other websites',
      body: (
        <p>
          Plié contains links to websites of studios and teachers, to Instagram and to other services. We do
          not control those websites and are not responsible for their content or their privacy practices.
        </p>
      ),
    },
    {
      id: 'hosting',
      heading: 'Hosting',
      body: <p>Plié is hosted by Amazon Web Services.</p>,
    },
    {
      id: 'disputes',
      heading: 'Consumer disputes',
      body: (
        <p>
          Please contact us first if you are not satisfied: most problems can be solved quickly. Consumers in
          Poland can also ask for free help from a municipal or district consumer ombudsman (rzecznik
          konsumentów) or from the Trade Inspection (Inspekcja Handlowa). The law that governs the use of Plié
          is set out in the Terms and Conditions.
        </p>
      ),
    },
  ],
};
