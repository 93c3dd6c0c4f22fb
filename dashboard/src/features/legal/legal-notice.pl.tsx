import type { LegalDocumentText } from './documents';
import { ContactEmail, DocumentLink } from './links';

/** Oznacza dane rejestrowe operatora, które nie są jeszcze potwierdzone (mówi o tym informacja o projekcie). */
const TO_BE_COMPLETED = '[do uzupełnienia]';

/** Nota prawna po polsku: projekt oczekujący na weryfikację prawną. */
export const legalNotice: LegalDocumentText = {
  lead: <p>Informacje o usługodawcy Plié, wymagane przy świadczeniu usług drogą elektroniczną.</p>,
  sections: [
    {
      id: 'provider',
      heading: 'Usługodawca',
      body: (
        <>
          <dl>
            <dt>Operator</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>Adres siedziby</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>Rejestr i numer wpisu (KRS lub CEIDG)</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>NIP</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>REGON</dt>
            <dd>{TO_BE_COMPLETED}</dd>
            <dt>E-mail</dt>
            <dd>
              <ContactEmail />
            </dd>
          </dl>
          <p>Operator świadczy usługę Plié i jest administratorem przetwarzanych w niej danych osobowych.</p>
        </>
      ),
    },
    {
      id: 'contact',
      heading: 'Kontakt i punkt kontaktowy',
      body: (
        <p>
          Możesz się z nami skontaktować pod adresem <ContactEmail />. Ten adres jest też naszym pojedynczym
          punktem kontaktowym dla użytkowników oraz dla organów państw członkowskich UE i Komisji Europejskiej
          na podstawie aktu o usługach cyfrowych (rozporządzenie (UE) 2022/2065). Możesz pisać do nas po
          angielsku, polsku lub ukraińsku.
        </p>
      ),
    },
    {
      id: 'service',
      heading: 'O usłudze',
      body: (
        <p>
          Plié to internetowa platforma, na której tancerze znajdują lekcje tańca, instruktorów i studia oraz
          zapisują się na zajęcia, a instruktorzy i studia publikują swoje grafiki i nimi zarządzają. Plié nie
          organizuje ani nie prowadzi lekcji: za lekcje i publikowane o nich informacje odpowiadają studia i
          instruktorzy. Zasady korzystania z Plié określa <DocumentLink name="terms">Regulamin</DocumentLink>,
          a dane osobowe przetwarzamy zgodnie z{' '}
          <DocumentLink name="privacy">Polityką prywatności</DocumentLink>.
        </p>
      ),
    },
    {
      id: 'reporting',
      heading: 'Zgłaszanie nielegalnych treści',
      body: (
        <>
          <p>
            Jeśli uważasz, że treść w Plié jest nielegalna lub narusza Regulamin, wyślij zgłoszenie na adres{' '}
            <ContactEmail />, podając:
          </p>
          <ul>
            <li>adres (URL) treści lub inny dokładny opis miejsca, w którym się znajduje;</li>
            <li>dlaczego uważasz, że jest nielegalna lub narusza Regulamin;</li>
            <li>
              swoje imię i nazwisko oraz adres e-mail (nie są wymagane, jeśli zgłoszenie dotyczy materiałów
              przedstawiających seksualne wykorzystywanie dzieci);
            </li>
            <li>oświadczenie, że w dobrej wierze uważasz informacje w zgłoszeniu za prawdziwe.</li>
          </ul>
          <p>
            Potwierdzimy otrzymanie zgłoszenia, rozpatrzymy je niezwłocznie i obiektywnie oraz poinformujemy
            Cię o naszej decyzji. Jeśli usuniemy treść lub ograniczymy do niej dostęp, podamy osobie, która ją
            opublikowała, uzasadnienie i sposób odwołania się od decyzji.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      heading: 'Własność intelektualna',
      body: (
        <p>
          Nazwa Plié, jej logo, projekt strony i oprogramowanie są chronione prawem i nie mogą być kopiowane
          bez naszej zgody. Treści publikowane przez użytkowników — profile, zdjęcia, strony studiów i lekcje
          — należą do nich.
        </p>
      ),
    },
    {
      id: 'external-links',
      heading: 'Linki do innych stron',
      body: (
        <p>
          Plié zawiera linki do stron studiów i instruktorów, do Instagrama i innych serwisów. Nie mamy wpływu
          na te strony i nie odpowiadamy za ich treść ani za sposób, w jaki chronią prywatność.
        </p>
      ),
    },
    {
      id: 'hosting',
      heading: 'Hosting',
      body: <p>Plié jest hostowane przez Amazon Web Services.</p>,
    },
    {
      id: 'disputes',
      heading: 'Spory konsumenckie',
      body: (
        <p>
          Jeśli coś Ci nie odpowiada, najpierw skontaktuj się z nami: większość problemów da się szybko
          rozwiązać. Konsumenci w Polsce mogą też zwrócić się o bezpłatną pomoc do miejskiego lub powiatowego
          rzecznika konsumentów albo do Inspekcji Handlowej. Prawo właściwe dla korzystania z Plié określa
          Regulamin.
        </p>
      ),
    },
  ],
};
