import type { LegalDocumentText } from './documents';
import { ContactEmail, DocumentLink, SectionLink } from './links';

/** Polityka prywatności po polsku: projekt oczekujący na weryfikację prawną. */
export const privacy: LegalDocumentText = {
  lead: (
    <p>
      Ta polityka wyjaśnia, jakie dane osobowe przechowuje Plié, w jakim celu i jak długo, komu je udostępnia
      oraz jakie prawa Ci przysługują. Dotyczy strony Plié oraz grafików, które studia osadzają na własnych
      stronach internetowych.
    </p>
  ),
  sections: [
    {
      id: 'controller',
      heading: 'Kto odpowiada za Twoje dane',
      body: (
        <>
          <p>
            Administratorem Twoich danych osobowych w rozumieniu ogólnego rozporządzenia o ochronie danych
            (RODO) jest operator Plié, którego dane podano w{' '}
            <DocumentLink name="legalNotice">Nocie prawnej</DocumentLink>. We wszystkich sprawach dotyczących
            Twoich danych pisz na adres <ContactEmail />.
          </p>
          <p>
            Gdy zapisujesz się na lekcję lub do grupy, studio lub instruktor, który ją prowadzi, otrzymuje
            Twoje dane i wykorzystuje je do prowadzenia zajęć. Za to wykorzystanie odpowiada studio lub
            instruktor jako odrębny administrator.
          </p>
        </>
      ),
    },
    {
      id: 'data',
      heading: 'Jakie dane przechowujemy i dlaczego',
      body: (
        <>
          <dl>
            <dt>Twoje konto</dt>
            <dd>
              Imię, nazwa użytkownika, adres e-mail, hasło (przechowywane wyłącznie jako bezpieczny,
              jednokierunkowy skrót, nigdy jawnym tekstem), preferowany język oraz informacja, czy jesteś
              instruktorem. Służą do założenia i prowadzenia konta, logowania i wysyłania e-maili niezbędnych
              do działania usługi (na przykład linku potwierdzającego).
            </dd>
            <dt>Data urodzenia</dt>
            <dd>
              Do stosowania zasad wiekowych <DocumentLink name="terms">Regulaminu</DocumentLink>: Plié jest
              dla osób, które ukończyły 13 lat, a użytkownicy poniżej 18 lat potrzebują zgody rodzica lub
              opiekuna prawnego.
            </dd>
            <dt>Akceptacja dokumentów prawnych</dt>
            <dd>
              Data i godzina zaakceptowania Regulaminu i tej Polityki prywatności, a w przypadku użytkowników
              poniżej 18 lat — moment potwierdzenia zgody rodzica lub opiekuna, abyśmy mogli wykazać, że
              zostały udzielone.
            </dd>
            <dt>Twój profil</dt>
            <dd>
              To, co zdecydujesz się dodać: opis, nazwa na Instagramie, zdjęcie profilowe i baner. Profile są
              publiczne.
            </dd>
            <dt>Obecności i członkostwo w grupach</dt>
            <dd>
              Gdy zapisujesz się na lekcję lub do grupy (także jako gość): imię, adres e-mail, opcjonalna
              nazwa na Instagramie, lekcja lub grupa i jej termin, moment zapisu lub odwołania oraz to, czy
              instruktor oznaczył Twoją obecność. Służą do zarezerwowania miejsca, pokazania Twoich
              nadchodzących i minionych zajęć, umożliwienia studiu i instruktorowi prowadzenia lekcji oraz
              wysłania Ci linku do odwołania zapisu.
            </dd>
            <dt>Studia i instruktorzy</dt>
            <dd>
              Dane studia (nazwa, adres strony studia, kontaktowy adres e-mail, opis, linki, logo, baner i
              filmy), sale, lekcje, grupy, grafiki oraz zaproszenia instruktorów i administratorów.
            </dd>
            <dt>Dane techniczne</dt>
            <dd>
              Gdy korzystasz z Plié, nasze serwery zapisują logi techniczne (na przykład adres IP, czas i
              wynik żądania), aby zapewnić bezpieczeństwo usługi i wykrywać błędy.
            </dd>
          </dl>
          <p>
            Nie sprzedajemy Twoich danych, nie wyświetlamy reklam ani nie tworzymy profili reklamowych i nie
            podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu.
          </p>
        </>
      ),
    },
    {
      id: 'legal-bases',
      heading: 'Podstawy prawne',
      body: (
        <ul>
          <li>
            <strong>Wykonanie umowy z Tobą</strong> (art. 6 ust. 1 lit. b RODO): Twoje konto, profil, zapisy,
            e-maile niezbędne do działania usługi oraz przekazanie danych z zapisu studiu lub instruktorowi.
          </li>
          <li>
            <strong>Obowiązki prawne</strong> (art. 6 ust. 1 lit. c RODO): na przykład odpowiadanie na żądania
            dotyczące Twoich praw lub na wezwania organów oraz prowadzenie dokumentacji wymaganej przepisami.
          </li>
          <li>
            <strong>Nasze prawnie uzasadnione interesy</strong> (art. 6 ust. 1 lit. f RODO): zapewnienie
            bezpieczeństwa Plié i zapobieganie nadużyciom, sprawdzanie zasad wiekowych i zgód, zrozumienie,
            jak korzystacie z Plié, aby je ulepszać, oraz ustalenie, dochodzenie lub obrona roszczeń.
          </li>
          <li>
            <strong>Twoja zgoda</strong> (art. 6 ust. 1 lit. a RODO), jeśli o nią prosimy. Zgodę możesz w
            każdej chwili wycofać; nie wpływa to na zgodność z prawem wcześniejszego przetwarzania.
          </li>
        </ul>
      ),
    },
    {
      id: 'recipients',
      heading: 'Kto widzi Twoje dane',
      body: (
        <ul>
          <li>
            <strong>Wszyscy</strong>, także odwiedzający bez konta: publiczne profile (imię, nazwa
            użytkownika, opis, nazwa na Instagramie, zdjęcie i baner), strony studiów i grafiki.
          </li>
          <li>
            <strong>Studio i instruktor lekcji lub grupy, na którą się zapisujesz</strong>, oraz
            administratorzy studia: Twoje imię, adres e-mail, nazwa na Instagramie i obecność.
          </li>
          <li>
            <strong>Nasi dostawcy usług</strong>, którzy przetwarzają dane w naszym imieniu i wyłącznie na
            nasze polecenie (zob. <SectionLink id="processors">punkt 5</SectionLink>).
          </li>
          <li>
            <strong>Organy publiczne</strong>, gdy przepisy zobowiązują nas do ujawnienia danych.
          </li>
        </ul>
      ),
    },
    {
      id: 'processors',
      heading: 'Dostawcy usług i przekazywanie danych',
      body: (
        <>
          <ul>
            <li>
              <strong>Amazon Web Services</strong> hostuje Plié: serwery, bazę danych i przechowywane zdjęcia,
              a także wysyła nasze e-maile za pomocą Amazon Simple Email Service (SES). Korzystamy z centrów
              danych AWS w Unii Europejskiej.
            </li>
            <li>
              <strong>Google</strong> — tylko jeśli wybierzesz logowanie z Google. Google przekazuje nam wtedy
              Twoje imię, adres e-mail i zdjęcie profilowe, a do Twojego konta Google ma zastosowanie polityka
              prywatności Google. Dopóki nie dodasz własnego zdjęcia, Twoje zdjęcie profilowe może być
              wczytywane z serwerów Google.
            </li>
            <li>
              <strong>Analityka produktowa</strong> — tylko jeśli zostanie włączona w naszej usłudze
              (domyślnie jest wyłączona). Otrzymuje wtedy Twoje imię, adres e-mail i informacje o tym, z
              jakich funkcji korzystasz, abyśmy mogli ulepszać Plié. Przed jej włączeniem wskażemy dostawcę w
              tej polityce, a Ty możesz w każdej chwili wnieść sprzeciw.
            </li>
          </ul>
          <p>
            Grafiki, które studia osadzają na własnych stronach, wczytują się wyłącznie z Plié i nie
            przekazują niczego podmiotom trzecim.
          </p>
          <p>
            Niektórzy z tych dostawców należą do grup z siedzibą poza Europejskim Obszarem Gospodarczym. Jeśli
            dane mogą być przekazywane poza EOG, chroni je decyzja Komisji Europejskiej stwierdzająca
            odpowiedni stopień ochrony (np. ramy ochrony danych UE–USA, Data Privacy Framework) lub
            standardowe klauzule umowne przyjęte przez Komisję.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'Jak długo przechowujemy dane',
      body: (
        <ul>
          <li>
            <strong>Konta</strong> przechowujemy do czasu ich usunięcia. Konto, którego adres e-mail nie
            zostanie potwierdzony w ciągu 24 godzin, jest usuwane automatycznie. Konto nieaktywne przez ponad
            12 miesięcy może zostać usunięte.
          </li>
          <li>
            <strong>Obecności i członkostwo w grupach</strong> przechowujemy, dopóki istnieje lekcja lub
            grupa, aby studio widziało ich historię; po usunięciu konta, do którego należą, są usuwane lub
            anonimizowane.
          </li>
          <li>
            <strong>Potwierdzenia akceptacji dokumentów prawnych i zgody rodzica</strong> przechowujemy,
            dopóki istnieje konto, a potem tylko tak długo, jak jest to potrzebne do ustalenia, dochodzenia
            lub obrony roszczeń.
          </li>
          <li>
            <strong>Zdjęcia</strong> usuwamy, gdy je zastąpisz lub usuniesz albo usuniesz konto.
          </li>
          <li>
            <strong>Logi techniczne</strong> przechowujemy przez około miesiąc;{' '}
            <strong>kopie zapasowe</strong> bazy danych są nadpisywane w ciągu 35 dni.
          </li>
        </ul>
      ),
    },
    {
      id: 'rights',
      heading: 'Twoje prawa',
      body: (
        <>
          <p>Na podstawie RODO masz prawo do:</p>
          <ul>
            <li>
              <strong>dostępu</strong> do swoich danych i otrzymania ich kopii;
            </li>
            <li>
              <strong>sprostowania</strong> danych — większość z nich możesz poprawić sam w ustawieniach
              profilu;
            </li>
            <li>
              <strong>usunięcia</strong> danych — konto możesz usunąć samodzielnie w ustawieniach profilu;
            </li>
            <li>
              <strong>ograniczenia</strong> przetwarzania;
            </li>
            <li>
              <strong>przenoszenia danych</strong> — otrzymania danych, które nam przekazałeś, w powszechnie
              używanym formacie nadającym się do odczytu maszynowego;
            </li>
            <li>
              <strong>sprzeciwu</strong> wobec przetwarzania opartego na naszych prawnie uzasadnionych
              interesach;
            </li>
            <li>
              <strong>wycofania zgody</strong> w dowolnym momencie, jeśli przetwarzanie opiera się na zgodzie.
            </li>
          </ul>
          <p>
            Aby skorzystać z tych praw, napisz na adres <ContactEmail /> z adresu e-mail swojego konta.
            Odpowiemy w ciągu miesiąca. Masz też prawo wnieść skargę do Prezesa Urzędu Ochrony Danych
            Osobowych (PUODO), ul. Stawki 2, 00-193 Warszawa, <a href="https://uodo.gov.pl">uodo.gov.pl</a>,
            lub do organu nadzorczego w kraju UE, w którym mieszkasz.
          </p>
        </>
      ),
    },
    {
      id: 'storage',
      heading: 'Pliki cookie i pamięć lokalna',
      body: (
        <>
          <p>
            Plié nie używa plików cookie do śledzenia ani reklam. W pamięci lokalnej (local storage) Twojej
            przeglądarki zapisuje tylko trzy rzeczy, wszystkie niezbędne do działania strony:
          </p>
          <ul>
            <li>token sesji, dzięki któremu pozostajesz zalogowany (usuwany po wylogowaniu);</li>
            <li>wybrany język;</li>
            <li>
              znacznik, dzięki któremu kroki powitalne pojawiają się raz, po potwierdzeniu adresu e-mail.
            </li>
          </ul>
          <p>
            Możesz je w każdej chwili wyczyścić w ustawieniach przeglądarki; zostaniesz wtedy wylogowany.
            Jeśli korzystasz z logowania z Google, Google może zapisywać własne pliki cookie na swoich
            stronach.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      heading: 'Młodzi użytkownicy',
      body: (
        <p>
          Plié nie jest przeznaczone dla dzieci poniżej 13 lat. Użytkownicy w wieku od 13 do 17 lat mogą z
          niego korzystać wyłącznie za zgodą rodzica lub opiekuna prawnego. Jeśli jesteś rodzicem lub
          opiekunem i uważasz, że dane Twojego dziecka znajdują się w Plié bez Twojej zgody, skontaktuj się z
          nami, a je usuniemy.
        </p>
      ),
    },
    {
      id: 'security',
      heading: 'Bezpieczeństwo',
      body: (
        <p>
          Dane są przesyłane szyfrowanymi połączeniami (HTTPS), hasła są przechowywane wyłącznie jako
          bezpieczne skróty, a dostęp do danych jest ograniczony do tego, czego potrzebuje dana osoba lub
          usługa. Jeśli naruszenie ochrony danych będzie zagrażać Twoim prawom, poinformujemy Ciebie i organ
          nadzorczy zgodnie z przepisami.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Zmiany polityki',
      body: (
        <p>
          Będziemy aktualizować tę politykę, gdy zmieni się sposób przetwarzania danych. O istotnych zmianach
          poinformujemy zarejestrowanych użytkowników e-mailem lub w Plié. Data najnowszej wersji jest podana
          na górze tej strony.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      body: (
        <p>
          Pytania i wnioski dotyczące Twoich danych osobowych: <ContactEmail />.
        </p>
      ),
    },
  ],
};
