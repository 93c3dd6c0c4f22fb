import type { LegalDocumentText } from './documents';
import { ContactEmail, DocumentLink, SectionLink } from './links';

/** The Privacy Policy in English: a draft pending legal review. */
export const privacy: LegalDocumentText = {
  lead: (
    <p>
      This policy explains what personal data Plié stores, why, for how long, who it is shared with and what
      rights you have. It applies to the Plié website and to the schedules studios embed on their own
      websites.
    </p>
  ),
  sections: [
    {
      id: 'controller',
      heading: 'Who is responsible for your data',
      body: (
        <>
          <p>
            The controller of your personal data within the meaning of the General Data Protection Regulation
            (GDPR) is the operator of Plié, whose details are given in the{' '}
            <DocumentLink name="legalNotice">Legal Notice</DocumentLink>. For anything concerning your data,
            write to <ContactEmail />.
          </p>
          <p>
            When you sign up to a lesson or a group, the studio or teacher who runs it receives your details
            and uses them to run the lesson. For that use, the studio or teacher is responsible as a separate
            controller.
          </p>
        </>
      ),
    },
    {
      id: 'data',
      heading: 'What we store and why',
      body: (
        <>
          <dl>
            <dt>Your account</dt>
            <dd>
              Name, username, e-mail address, password (stored only as a secure one-way hash, never in plain
              text), preferred language, and whether you are a teacher. We use them to create and run your
              account, let you sign in and send you the e-mails the service needs (such as the confirmation
              link).
            </dd>
            <dt>Date of birth</dt>
            <dd>
              To apply the age rules of the <DocumentLink name="terms">Terms and Conditions</DocumentLink>:
              Plié is for people aged 13 or over, and users under 18 need a parent’s or legal guardian’s
              consent.
            </dd>
            <dt>Acceptance of the legal documents</dt>
            <dd>
              The date and time you accepted the Terms and Conditions and this Privacy Policy, and, for users
              under 18, when the parent’s or guardian’s consent was confirmed — so that we can show that they
              were given.
            </dd>
            <dt>Your profile</dt>
            <dd>
              What you choose to add: a description, an Instagram handle, a profile photo and a banner image.
              Profiles are public.
            </dd>
            <dt>Attendances and group memberships</dt>
            <dd>
              When you, or you as a guest, sign up to a lesson or a group: your name, e-mail address, optional
              Instagram handle, the lesson or group and its date, when you signed up or cancelled, and whether
              the teacher marked you as present. We use them to reserve your place, show your upcoming and
              past classes, let the studio and teacher run the lesson, and send you a link to cancel.
            </dd>
            <dt>Studios and teachers</dt>
            <dd>
              Studio details (name, address of the studio page, contact e-mail, description, links, logo,
              banner and videos), rooms, lessons, groups, schedules and invitations of teachers and admins.
            </dd>
            <dt>Technical data</dt>
            <dd>
              When you use Plié, our servers record technical logs (such as the IP address, time and result of
              a request) to keep the service secure and to find errors.
            </dd>
          </dl>
          <p>
            We do not sell your data, show advertising or build advertising profiles, and we make no decisions
            about you based solely on automated processing.
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      heading: 'Legal bases',
      body: (
        <ul>
          <li>
            <strong>Performing our agreement with you</strong> (Art. 6(1)(b) GDPR): your account, profile,
            sign-ups, the e-mails the service needs, and passing your sign-up details to the studio or
            teacher.
          </li>
          <li>
            <strong>Legal obligations</strong> (Art. 6(1)(c) GDPR): for example answering requests about your
            rights or from authorities, and keeping records where the law requires it.
          </li>
          <li>
            <strong>Our legitimate interests</strong> (Art. 6(1)(f) GDPR): keeping Plié secure and preventing
            abuse, checking the age rules and the consents, understanding how Plié is used so we can improve
            it, and establishing or defending legal claims.
          </li>
          <li>
            <strong>Your consent</strong> (Art. 6(1)(a) GDPR), where we ask for it. You can withdraw a consent
            at any time; this does not affect what was done before.
          </li>
        </ul>
      ),
    },
    {
      id: 'recipients',
      heading: 'Who can see your data',
      body: (
        <ul>
          <li>
            <strong>Everyone</strong>, including visitors without an account: public profiles (name, username,
            description, Instagram handle, photo and banner), studio pages and schedules.
          </li>
          <li>
            <strong>The studio and the teacher of a lesson or group you sign up to</strong>, and the studio’s
            admins: your name, e-mail address, Instagram handle and attendance.
          </li>
          <li>
            <strong>Our service providers</strong>, who process data on our behalf and only on our
            instructions (see <SectionLink id="processors">section 5</SectionLink>).
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires us to disclose data.
          </li>
        </ul>
      ),
    },
    {
      id: 'processors',
      heading: 'Service providers and transfers',
      body: (
        <>
          <ul>
            <li>
              <strong>Amazon Web Services</strong> hosts Plié: the servers, database and stored images, and it
              sends our e-mails through Amazon Simple Email Service (SES). We use AWS data centres in the
              European Union.
            </li>
            <li>
              <strong>Google</strong> — only if you choose Sign in with Google. Google then tells us your
              name, e-mail address and profile picture, and Google’s own privacy policy applies to your Google
              account. Until you upload your own photo, your profile picture may be loaded from Google’s
              servers.
            </li>
            <li>
              <strong>Product analytics</strong> — only if it is switched on for our service (it is not by
              default). It then receives your name and e-mail address and which features you use, so that we
              can improve Plié. We will name the provider in this policy before switching it on, and you can
              object at any time.
            </li>
          </ul>
          <p>
            Schedules that studios embed on their own websites load only from Plié and send nothing to third
            parties.
          </p>
          <p>
            Some of these providers belong to groups based outside the European Economic Area. Where data may
            be transferred outside the EEA, it is protected by an adequacy decision of the European Commission
            (such as the EU–US Data Privacy Framework) or by the Standard Contractual Clauses adopted by the
            Commission.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      body: (
        <ul>
          <li>
            <strong>Accounts</strong> are kept until you delete them. An account whose e-mail address is not
            confirmed within 24 hours is deleted automatically. An account that has been inactive for over 12
            months may be deleted.
          </li>
          <li>
            <strong>Attendances and group memberships</strong> are kept while the lesson or group exists, so
            the studio can see its history; when the account they belong to is deleted, they are deleted or
            anonymised.
          </li>
          <li>
            <strong>Records of accepting the legal documents and of parental consent</strong> are kept while
            the account exists and afterwards only as long as needed to establish or defend legal claims.
          </li>
          <li>
            <strong>Images</strong> are deleted when you replace or remove them, or delete your account.
          </li>
          <li>
            <strong>Technical logs</strong> are kept for about one month; <strong>backups</strong> of the
            database are overwritten within 35 days.
          </li>
        </ul>
      ),
    },
    {
      id: 'rights',
      heading: 'Your rights',
      body: (
        <>
          <p>Under the GDPR you have the right to:</p>
          <ul>
            <li>
              <strong>access</strong> your data and receive a copy of it;
            </li>
            <li>
              <strong>rectification</strong> — most data you can correct yourself in your profile settings;
            </li>
            <li>
              <strong>erasure</strong> — you can delete your account yourself in your profile settings;
            </li>
            <li>
              <strong>restriction</strong> of processing;
            </li>
            <li>
              <strong>data portability</strong> — to receive the data you gave us in a common machine-readable
              format;
            </li>
            <li>
              <strong>object</strong> to processing based on our legitimate interests;
            </li>
            <li>
              <strong>withdraw consent</strong> at any time, where processing is based on consent.
            </li>
          </ul>
          <p>
            To use these rights, write to <ContactEmail /> from the e-mail address of your account. We will
            reply within one month. You also have the right to lodge a complaint with the Polish supervisory
            authority, the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych
            Osobowych, PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>,
            or with the authority of the EU country where you live.
          </p>
        </>
      ),
    },
    {
      id: 'storage',
      heading: 'Cookies and local storage',
      body: (
        <>
          <p>
            Plié does not use cookies for tracking or advertising. It keeps only three things in your
            browser’s local storage, all needed for the site to work:
          </p>
          <ul>
            <li>the session token, which keeps you signed in (removed when you log out);</li>
            <li>your choice of language;</li>
            <li>a flag that shows the welcome steps once, after you confirm your e-mail address.</li>
          </ul>
          <p>
            You can clear them in your browser’s settings at any time; you will then be signed out. If you use
            Sign in with Google, Google may set its own cookies on its pages.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      heading: 'Young users',
      body: (
        <p>
          Plié is not for children under 13. Users aged 13 to 17 may use it only with the consent of a parent
          or legal guardian. If you are a parent or guardian and believe your child’s data is on Plié without
          your consent, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          Data is transmitted over encrypted connections (HTTPS), passwords are stored only as secure hashes,
          and access to the data is limited to what each person or service needs. If a data breach puts your
          rights at risk, we will inform you and the supervisory authority as the law requires.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          We will update this policy when the way we process data changes. We will tell registered users about
          important changes by e-mail or in Plié. The date of the latest version is shown at the top of this
          page.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          Questions and requests about your personal data: <ContactEmail />.
        </p>
      ),
    },
  ],
};
