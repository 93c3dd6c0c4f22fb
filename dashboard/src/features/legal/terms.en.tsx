import type { LegalDocumentText } from './documents';
import { ContactEmail, DocumentLink, SectionLink } from './links';

/** The Terms and Conditions in English (spec §2 "Legal pages"). */
export const terms: LegalDocumentText = {
  lead: (
    <p>
      These terms explain how you may use Plié and what you and we can expect from each other. By creating an
      account, or by signing up to a lesson or a group without an account, you accept them. Please read them
      carefully.
    </p>
  ),
  sections: [
    {
      id: 'about',
      heading: 'About Plié',
      body: (
        <>
          <p>
            Plié is an online marketplace for dance classes. It lets dancers find lessons, teachers and
            studios and sign up to them, lets teachers publish their weekly schedules, and lets dance studios
            manage their rooms, lessons, groups, teachers and attendance. Studios can also embed their
            schedule on their own websites.
          </p>
          <p>
            Plié is operated by the service provider named in the{' '}
            <DocumentLink name="legalNotice">Legal Notice</DocumentLink> (“we”, “us”). How we handle personal
            data is described in the <DocumentLink name="privacy">Privacy Policy</DocumentLink>, which forms
            part of these terms.
          </p>
          <p>In these terms:</p>
          <ul>
            <li>
              a <strong>dancer</strong> is anyone who looks for lessons or signs up to them;
            </li>
            <li>
              a <strong>guest</strong> is a dancer who signs up to a lesson or a group with a name and an
              e-mail address, without creating an account;
            </li>
            <li>
              a <strong>teacher</strong> is a user who publishes lessons or teaches them at a studio;
            </li>
            <li>
              a <strong>studio</strong> is a dance school or venue with a page on Plié, managed by its owner
              and the admins the owner appoints;
            </li>
            <li>
              an <strong>attendance</strong> is a dancer’s sign-up to one lesson on one date, and a{' '}
              <strong>group</strong> is a series of lessons dancers join for a period of time.
            </li>
          </ul>
          <p>
            To use Plié you need a device with an up-to-date web browser with JavaScript enabled, an internet
            connection and an e-mail address.
          </p>
        </>
      ),
    },
    {
      id: 'who-can-use',
      heading: 'Who can use Plié',
      body: (
        <>
          <p>
            Plié is intended for people aged <strong>13 or over</strong>. You may not create an account or
            sign up to lessons if you are under 13.
          </p>
          <p>
            If you are <strong>under 18</strong>, you may use Plié only with the consent of a parent or legal
            guardian, who should read these terms with you. When you sign up we ask you to confirm that
            consent. We may ask for further confirmation and may suspend an account if the consent cannot be
            confirmed.
          </p>
          <p>
            If you use Plié on behalf of a studio, you confirm that you are allowed to act for it; the studio
            is then bound by these terms as well.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: 'Your account',
      body: (
        <>
          <p>
            You can create an account with your e-mail address and a password, or with Sign in with Google.
            You agree to give a real name, a correct e-mail address and your true date of birth, and to keep
            them up to date. An account is personal: do not share it or let anyone else use your password.
          </p>
          <p>
            After signing up you receive an e-mail with a confirmation link.{' '}
            <strong>Accounts whose e-mail address is not confirmed may be deleted after 24 hours.</strong> You
            can then sign up again.
          </p>
          <p>
            <strong>Accounts that have been inactive for over 12 months may be deleted</strong>, together with
            the data linked to them, as described in the{' '}
            <DocumentLink name="privacy">Privacy Policy</DocumentLink>.
          </p>
          <p>
            You can delete your account at any time in your profile settings. You are responsible for what
            happens through your account unless it was used without your permission and you were not at fault;
            if you think someone else has access to it, change your password and tell us.
          </p>
        </>
      ),
    },
    {
      id: 'lessons',
      heading: 'Signing up to lessons and groups',
      body: (
        <>
          <p>
            Dancers can sign up to single lessons or join groups, with an account or as a guest. A guest gives
            a name and an e-mail address (and, optionally, an Instagram handle) and accepts these terms and
            the Privacy Policy. You can cancel an attendance in your account or through the link in the e-mail
            you receive.
          </p>
          <p>
            <strong>Plié does not organise or teach the lessons.</strong> The lessons are offered by the
            studios and teachers who publish them, and any agreement about a lesson — its price, payment,
            cancellation rules, house rules, safety and the way it is taught — is between you and that studio
            or teacher. Signing up on Plié reserves your place and passes your details to them; it does not
            create a contract with us for the lesson itself.
          </p>
          <p>
            Dancing is physical activity. Make sure a lesson suits your health, level and age, and follow the
            instructions of the teacher and the studio.
          </p>
        </>
      ),
    },
    {
      id: 'teachers-and-studios',
      heading: 'Teachers and studios',
      body: (
        <>
          <p>If you publish lessons, manage a studio or act as a studio admin, you also agree to:</p>
          <ul>
            <li>
              keep your schedules, rooms, lessons, groups and studio details accurate and up to date, and tell
              dancers in good time when a lesson is cancelled or changed;
            </li>
            <li>
              use the names, e-mail addresses and other details of dancers who sign up only to run your
              lessons and groups (for example to contact them about a lesson or to keep attendance), and not
              for unrelated marketing;
            </li>
            <li>
              comply with the law that applies to your classes, including consumer, tax and data protection
              law; for the personal data you use for your own purposes you are responsible yourself;
            </li>
            <li>
              invite teachers and admins only with their agreement, and remove access that is no longer
              needed.
            </li>
          </ul>
          <p>
            New studios are verified by us before they appear in search. We may refuse or withdraw
            verification, or hide a studio, if its details appear to be false or these terms are not
            respected.
          </p>
        </>
      ),
    },
    {
      id: 'widgets',
      heading: 'Embedded schedules',
      body: (
        <p>
          Studios may embed their Plié schedule on their own websites. The embedded schedule is part of Plié:
          these terms apply to its use, and sign-ups made through it are handled as described in{' '}
          <SectionLink id="lessons">section 4</SectionLink>. A studio must not alter the embedded schedule in
          a way that misleads dancers. The embedded schedule does not send visitors’ data to third parties. We
          may change or stop the embedding feature.
        </p>
      ),
    },
    {
      id: 'content',
      heading: 'Your content',
      body: (
        <>
          <p>
            “Your content” is what you add to Plié: your profile (name, username, description, Instagram
            handle), your profile photo and banner, and the lessons, groups, rooms, studio pages and videos
            you publish.
          </p>
          <p>
            You keep all rights in your content. You give us a free, non-exclusive, worldwide licence to
            store, copy, display and adapt it (for example to resize an image) only as needed to run and show
            Plié, including in embedded schedules. The licence ends when you delete the content or your
            account, except for copies kept for a limited time in backups or where the law requires us to keep
            them.
          </p>
          <p>
            You confirm that you have the rights needed for your content, including the consent of people
            shown in your photos and videos, and that it is lawful. Public content — profiles, studio pages,
            schedules — can be seen by anyone, including people without an account.
          </p>
          <p>
            If you find content on Plié that you believe is illegal or breaks these terms, tell us at{' '}
            <ContactEmail />, saying where it is and why. We will review the report, may remove or restrict
            the content and will inform the person who published it, as described in the{' '}
            <DocumentLink name="legalNotice">Legal Notice</DocumentLink>.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: (
        <>
          <p>When using Plié you must not:</p>
          <ul>
            <li>provide content that is illegal, or that is offensive, discriminatory, violent or sexual;</li>
            <li>impersonate another person or studio, or publish lessons that do not exist;</li>
            <li>harass other users or send them spam;</li>
            <li>
              sign up other people without their permission, or sign up to lessons in bulk to block places;
            </li>
            <li>
              collect other users’ data, or access Plié with bots or scrapers, except the embedded schedule
              used as intended;
            </li>
            <li>
              try to break, overload or get around the security of Plié, or access accounts or data that are
              not yours;
            </li>
            <li>use Plié in a way that breaks the law or the rights of others.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'price',
      heading: 'Price',
      body: (
        <p>
          <strong>Plié is currently free</strong> for dancers, teachers and studios. Studios and teachers may
          charge for their own lessons; such payments are made directly to them, not through Plié. If we ever
          introduce paid features, we will announce them in advance, and nothing will be charged to you
          without your explicit agreement.
        </p>
      ),
    },
    {
      id: 'availability',
      heading: 'Availability and changes to the service',
      body: (
        <p>
          We work to keep Plié available and secure, but we cannot promise that it will always work without
          interruption or errors; it may be unavailable during maintenance or because of events outside our
          control. We may develop Plié and change, add or remove features. If a change significantly affects
          how you use Plié, we will tell you in advance where we reasonably can.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Liability',
      body: (
        <>
          <p>
            We are responsible for providing Plié with due care. We are not responsible for the lessons
            themselves, for what studios, teachers or other users do, or for content published by users;
            information about lessons comes from the studios and teachers who publish it.
          </p>
          <p>
            To the extent permitted by law, we are not liable for indirect losses or lost profits, or for
            losses caused by a lesson being changed or cancelled by its organiser.
          </p>
          <p>
            Nothing in these terms limits our liability for damage caused intentionally or by gross
            negligence, for personal injury, or in any other case where the law does not allow it to be
            limited, and nothing in them limits your statutory rights as a consumer.
          </p>
        </>
      ),
    },
    {
      id: 'ending',
      heading: 'Suspension and deletion of accounts',
      body: (
        <>
          <p>
            You may stop using Plié and delete your account at any time in your profile settings. The
            agreement between you and us then ends.
          </p>
          <p>
            We may suspend or delete an account, or remove content, if it seriously or repeatedly breaks these
            terms or the law, or if we are required to do so. Unless the law or the urgency of the situation
            prevents it, we will first tell you why and give you a chance to respond. We may also delete
            accounts that are unconfirmed after 24 hours or inactive for over 12 months, as described in{' '}
            <SectionLink id="accounts">section 3</SectionLink>.
          </p>
        </>
      ),
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      body: (
        <p>
          If something about Plié does not work as it should, or you disagree with a decision we have made
          about your account or content, write to us at <ContactEmail />. Describe the problem and give the
          e-mail address of your account, if you have one. We will reply within 14 days.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may change these terms, for example when we add features or when the law changes. We will inform
          registered users of important changes by e-mail or in Plié at least 14 days before they take effect,
          unless a shorter period is required by law. If you do not agree with the changes, you can delete
          your account before they take effect. The date of the latest version is shown at the top of this
          page.
        </p>
      ),
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      body: (
        <>
          <p>
            <strong>These terms are governed by Polish law.</strong> If you are a consumer living in another
            country, you also keep the protection given to you by the mandatory provisions of the law of your
            country of residence.
          </p>
          <p>
            We would like to resolve any disagreement with you directly, so please contact us first. Disputes
            are decided by the competent common courts; consumers can bring a claim before the courts of their
            place of residence where the law allows it. Consumers in Poland can also get free help from a
            municipal or district consumer ombudsman (rzecznik konsumentów) or the Trade Inspection (Inspekcja
            Handlowa).
          </p>
        </>
      ),
    },
    {
      id: 'languages',
      heading: 'Language versions',
      body: (
        <p>
          These terms are available in English, Polish and Ukrainian; all three versions have the same
          content. You can switch between them with the language switcher at the bottom of the page.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          For any question about these terms or about Plié, write to us at <ContactEmail />. Our registered
          details are given in the <DocumentLink name="legalNotice">Legal Notice</DocumentLink>.
        </p>
      ),
    },
  ],
};
