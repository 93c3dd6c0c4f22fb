import type { LegalDocumentText } from './documents';
import { ContactEmail, DocumentLink, SectionLink } from './links';

/** Regulamin po polsku (spec §2 „Legal pages”). */
export const terms: LegalDocumentText = {
  lead: (
    <p>
      Ten regulamin określa, jak możesz korzystać z Plié oraz czego Ty i my możemy od siebie oczekiwać.
      Zakładając konto albo zapisując się na lekcję lub do grupy bez konta, akceptujesz go. Przeczytaj go
      uważnie.
    </p>
  ),
  sections: [
    {
      id: 'about',
      heading: 'Czym jest Plié',
      body: (
        <>
          <p>
            Plié to internetowa platforma zajęć tanecznych. Tancerze znajdują w niej lekcje, instruktorów i
            studia oraz zapisują się na zajęcia, instruktorzy publikują swoje tygodniowe grafiki, a studia
            tańca zarządzają salami, lekcjami, grupami, instruktorami i obecnością. Studia mogą też osadzić
            swój grafik na własnych stronach internetowych.
          </p>
          <p>
            Plié prowadzi usługodawca wskazany w <DocumentLink name="legalNotice">Nocie prawnej</DocumentLink>{' '}
            („my”). Sposób, w jaki przetwarzamy dane osobowe, opisuje{' '}
            <DocumentLink name="privacy">Polityka prywatności</DocumentLink>, która stanowi część tego
            regulaminu.
          </p>
          <p>W tym regulaminie:</p>
          <ul>
            <li>
              <strong>tancerz</strong> to każdy, kto szuka lekcji lub się na nie zapisuje;
            </li>
            <li>
              <strong>gość</strong> to tancerz, który zapisuje się na lekcję lub do grupy, podając imię i
              adres e-mail, bez zakładania konta;
            </li>
            <li>
              <strong>instruktor</strong> to użytkownik, który publikuje lekcje lub prowadzi je w studiu;
            </li>
            <li>
              <strong>studio</strong> to szkoła tańca lub miejsce zajęć mające stronę w Plié, którą zarządza
              jego właściciel i wyznaczeni przez niego administratorzy;
            </li>
            <li>
              <strong>obecność</strong> to zapis tancerza na jedną lekcję w określonym dniu, a{' '}
              <strong>grupa</strong> to cykl lekcji, do którego tancerze dołączają na pewien czas.
            </li>
          </ul>
          <p>
            Do korzystania z Plié potrzebujesz urządzenia z aktualną przeglądarką internetową z włączoną
            obsługą JavaScript, dostępu do internetu i adresu e-mail.
          </p>
        </>
      ),
    },
    {
      id: 'who-can-use',
      heading: 'Kto może korzystać z Plié',
      body: (
        <>
          <p>
            Plié jest przeznaczone dla osób, które ukończyły <strong>13 lat</strong>. Jeśli masz mniej niż 13
            lat, nie możesz założyć konta ani zapisywać się na lekcje.
          </p>
          <p>
            Jeśli masz <strong>mniej niż 18 lat</strong>, możesz korzystać z Plié wyłącznie za zgodą rodzica
            lub opiekuna prawnego, który powinien przeczytać ten regulamin razem z Tobą. Przy rejestracji
            prosimy o potwierdzenie tej zgody. Możemy poprosić o dodatkowe potwierdzenie i zawiesić konto,
            jeśli zgody nie da się potwierdzić.
          </p>
          <p>
            Jeśli korzystasz z Plié w imieniu studia, potwierdzasz, że jesteś do tego upoważniony; studio
            również jest wtedy związane tym regulaminem.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: 'Twoje konto',
      body: (
        <>
          <p>
            Konto możesz założyć, podając adres e-mail i hasło, albo przez logowanie z Google. Zobowiązujesz
            się podać prawdziwe imię, poprawny adres e-mail i prawdziwą datę urodzenia oraz aktualizować te
            dane. Konto jest osobiste: nie udostępniaj go i nie pozwalaj nikomu innemu używać Twojego hasła.
          </p>
          <p>
            Po rejestracji otrzymasz e-mail z linkiem potwierdzającym.{' '}
            <strong>Konta z niepotwierdzonym adresem e-mail mogą zostać usunięte po 24 godzinach.</strong>{' '}
            Możesz wtedy zarejestrować się ponownie.
          </p>
          <p>
            <strong>Konta nieaktywne przez ponad 12 miesięcy mogą zostać usunięte</strong> wraz z powiązanymi
            z nimi danymi, zgodnie z <DocumentLink name="privacy">Polityką prywatności</DocumentLink>.
          </p>
          <p>
            Możesz w każdej chwili usunąć konto w ustawieniach profilu. Odpowiadasz za to, co dzieje się na
            Twoim koncie, chyba że ktoś użył go bez Twojej zgody i nie ponosisz za to winy; jeśli
            podejrzewasz, że ktoś inny ma do niego dostęp, zmień hasło i daj nam znać.
          </p>
        </>
      ),
    },
    {
      id: 'lessons',
      heading: 'Zapisy na lekcje i do grup',
      body: (
        <>
          <p>
            Tancerze mogą zapisywać się na pojedyncze lekcje lub dołączać do grup — z kontem albo jako goście.
            Gość podaje imię i adres e-mail (oraz opcjonalnie nazwę na Instagramie) i akceptuje ten regulamin
            oraz Politykę prywatności. Zapis możesz odwołać na swoim koncie lub przez link w otrzymanym
            e-mailu.
          </p>
          <p>
            <strong>Plié nie organizuje ani nie prowadzi lekcji.</strong> Lekcje oferują studia i
            instruktorzy, którzy je publikują, a wszelkie ustalenia dotyczące lekcji — cena, płatność, zasady
            odwoływania, regulamin sali, bezpieczeństwo i sposób prowadzenia zajęć — zapadają między Tobą a
            tym studiem lub instruktorem. Zapis w Plié rezerwuje Twoje miejsce i przekazuje im Twoje dane; nie
            zawierasz przez to z nami umowy na samą lekcję.
          </p>
          <p>
            Taniec to aktywność fizyczna. Upewnij się, że lekcja odpowiada Twojemu zdrowiu, poziomowi i
            wiekowi, i stosuj się do poleceń instruktora oraz studia.
          </p>
        </>
      ),
    },
    {
      id: 'teachers-and-studios',
      heading: 'Instruktorzy i studia',
      body: (
        <>
          <p>
            Jeśli publikujesz lekcje, zarządzasz studiem lub jesteś jego administratorem, zobowiązujesz się
            ponadto:
          </p>
          <ul>
            <li>
              dbać o to, by grafiki, sale, lekcje, grupy i dane studia były prawdziwe i aktualne, oraz z
              odpowiednim wyprzedzeniem informować tancerzy o odwołaniu lub zmianie lekcji;
            </li>
            <li>
              używać imion, adresów e-mail i innych danych zapisanych tancerzy wyłącznie do prowadzenia swoich
              lekcji i grup (na przykład do kontaktu w sprawie lekcji lub sprawdzania obecności), a nie do
              niezwiązanego z nimi marketingu;
            </li>
            <li>
              przestrzegać przepisów dotyczących Twoich zajęć, w tym prawa konsumenckiego, podatkowego i
              ochrony danych osobowych; za dane osobowe wykorzystywane we własnych celach odpowiadasz
              samodzielnie;
            </li>
            <li>
              zapraszać instruktorów i administratorów tylko za ich zgodą i odbierać dostęp, który nie jest
              już potrzebny.
            </li>
          </ul>
          <p>
            Nowe studia weryfikujemy, zanim pojawią się w wyszukiwarce. Możemy odmówić weryfikacji lub ją
            cofnąć albo ukryć studio, jeśli jego dane wydają się nieprawdziwe lub regulamin nie jest
            przestrzegany.
          </p>
        </>
      ),
    },
    {
      id: 'widgets',
      heading: 'Osadzone grafiki',
      body: (
        <p>
          Studia mogą osadzać swój grafik z Plié na własnych stronach internetowych. Osadzony grafik jest
          częścią Plié: korzystanie z niego podlega temu regulaminowi, a zapisy dokonane przez niego są
          obsługiwane zgodnie z <SectionLink id="lessons">punktem 4</SectionLink>. Studio nie może zmieniać
          osadzonego grafiku w sposób wprowadzający tancerzy w błąd. Osadzony grafik nie przekazuje danych
          odwiedzających podmiotom trzecim. Możemy zmienić lub wycofać funkcję osadzania.
        </p>
      ),
    },
    {
      id: 'content',
      heading: 'Twoje treści',
      body: (
        <>
          <p>
            „Twoje treści” to wszystko, co dodajesz do Plié: Twój profil (imię, nazwa użytkownika, opis, nazwa
            na Instagramie), zdjęcie profilowe i baner oraz publikowane przez Ciebie lekcje, grupy, sale,
            strony studiów i filmy.
          </p>
          <p>
            Zachowujesz wszystkie prawa do swoich treści. Udzielasz nam nieodpłatnej, niewyłącznej licencji
            bez ograniczeń terytorialnych na ich przechowywanie, kopiowanie, wyświetlanie i dostosowywanie (na
            przykład zmianę rozmiaru zdjęcia) wyłącznie w zakresie potrzebnym do działania i prezentowania
            Plié, także w osadzonych grafikach. Licencja wygasa, gdy usuniesz treść lub konto, z wyjątkiem
            kopii przechowywanych przez ograniczony czas w kopiach zapasowych lub gdy prawo wymaga od nas ich
            zachowania.
          </p>
          <p>
            Potwierdzasz, że masz prawa potrzebne do swoich treści, w tym zgodę osób widocznych na Twoich
            zdjęciach i filmach, oraz że treści te są zgodne z prawem. Treści publiczne — profile, strony
            studiów, grafiki — może zobaczyć każdy, także osoby bez konta.
          </p>
          <p>
            Jeśli znajdziesz w Plié treść, która Twoim zdaniem jest bezprawna lub narusza regulamin, napisz do
            nas na adres <ContactEmail />, wskazując, gdzie się znajduje i dlaczego. Rozpatrzymy zgłoszenie,
            możemy usunąć treść lub ograniczyć do niej dostęp i poinformujemy osobę, która ją opublikowała,
            zgodnie z <DocumentLink name="legalNotice">Notą prawną</DocumentLink>.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: 'Zasady korzystania',
      body: (
        <>
          <p>Korzystając z Plié, nie możesz:</p>
          <ul>
            <li>
              dostarczać treści o charakterze bezprawnym ani treści obraźliwych, dyskryminujących,
              zawierających przemoc lub o charakterze seksualnym;
            </li>
            <li>podszywać się pod inną osobę lub studio ani publikować nieistniejących lekcji;</li>
            <li>nękać innych użytkowników ani wysyłać im spamu;</li>
            <li>
              zapisywać innych osób bez ich zgody ani masowo zapisywać się na lekcje, by blokować miejsca;
            </li>
            <li>
              pozyskiwać danych innych użytkowników ani korzystać z Plié za pomocą botów lub scraperów, z
              wyjątkiem osadzonego grafiku używanego zgodnie z przeznaczeniem;
            </li>
            <li>
              próbować zakłócić działanie Plié, przeciążyć je lub obejść jego zabezpieczenia ani uzyskiwać
              dostępu do cudzych kont lub danych;
            </li>
            <li>korzystać z Plié w sposób naruszający prawo lub prawa innych osób.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'price',
      heading: 'Cena',
      body: (
        <p>
          <strong>Plié jest obecnie bezpłatne</strong> dla tancerzy, instruktorów i studiów. Studia i
          instruktorzy mogą pobierać opłaty za swoje lekcje; takie płatności trafiają bezpośrednio do nich, a
          nie przez Plié. Jeśli kiedyś wprowadzimy płatne funkcje, ogłosimy to z wyprzedzeniem i nie obciążymy
          Cię żadną opłatą bez Twojej wyraźnej zgody.
        </p>
      ),
    },
    {
      id: 'availability',
      heading: 'Dostępność i zmiany usługi',
      body: (
        <p>
          Dbamy o to, by Plié było dostępne i bezpieczne, ale nie możemy obiecać, że zawsze będzie działać bez
          przerw i błędów; może być niedostępne w czasie prac konserwacyjnych lub z przyczyn od nas
          niezależnych. Możemy rozwijać Plié oraz zmieniać, dodawać lub usuwać funkcje. Jeśli zmiana istotnie
          wpłynie na sposób, w jaki korzystasz z Plié, w miarę możliwości poinformujemy Cię o niej z
          wyprzedzeniem.
        </p>
      ),
    },
    {
      id: 'liability',
      heading: 'Odpowiedzialność',
      body: (
        <>
          <p>
            Odpowiadamy za świadczenie usługi Plié z należytą starannością. Nie odpowiadamy za same lekcje, za
            działania studiów, instruktorów ani innych użytkowników, ani za treści publikowane przez
            użytkowników; informacje o lekcjach pochodzą od studiów i instruktorów, którzy je publikują.
          </p>
          <p>
            W zakresie dozwolonym przez prawo nie odpowiadamy za szkody pośrednie ani utracone korzyści, ani
            za szkody wynikające ze zmiany lub odwołania lekcji przez jej organizatora.
          </p>
          <p>
            Żadne postanowienie tego regulaminu nie ogranicza naszej odpowiedzialności za szkodę wyrządzoną
            umyślnie lub wskutek rażącego niedbalstwa, za szkodę na osobie ani w innych przypadkach, w których
            prawo nie pozwala jej ograniczyć, i nie ogranicza Twoich ustawowych praw jako konsumenta.
          </p>
        </>
      ),
    },
    {
      id: 'ending',
      heading: 'Zawieszenie i usunięcie konta',
      body: (
        <>
          <p>
            Możesz w każdej chwili przestać korzystać z Plié i usunąć konto w ustawieniach profilu. Wraz z tym
            wygasa umowa między Tobą a nami.
          </p>
          <p>
            Możemy zawiesić lub usunąć konto albo usunąć treść w razie poważnego lub powtarzającego się
            naruszenia regulaminu lub prawa albo gdy jesteśmy do tego zobowiązani. Jeśli nie wykluczają tego
            przepisy ani pilność sytuacji, najpierw podamy przyczynę i damy Ci możliwość odpowiedzi. Możemy
            też usuwać konta niepotwierdzone po 24 godzinach lub nieaktywne przez ponad 12 miesięcy, zgodnie z{' '}
            <SectionLink id="accounts">punktem 3</SectionLink>.
          </p>
        </>
      ),
    },
    {
      id: 'complaints',
      heading: 'Reklamacje',
      body: (
        <p>
          Jeśli coś w Plié nie działa tak, jak powinno, albo nie zgadzasz się z naszą decyzją dotyczącą
          Twojego konta lub treści, napisz do nas na adres <ContactEmail />. Opisz problem i podaj adres
          e-mail swojego konta, jeśli je masz. Odpowiemy w ciągu 14 dni.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Zmiany regulaminu',
      body: (
        <p>
          Możemy zmieniać ten regulamin, na przykład gdy dodajemy nowe funkcje lub zmieniają się przepisy. O
          istotnych zmianach poinformujemy zarejestrowanych użytkowników e-mailem lub w Plié co najmniej 14
          dni przed ich wejściem w życie, chyba że przepisy wymagają krótszego terminu. Jeśli nie zgadzasz się
          ze zmianami, możesz usunąć konto przed ich wejściem w życie. Data najnowszej wersji jest podana na
          górze tej strony.
        </p>
      ),
    },
    {
      id: 'law',
      heading: 'Prawo właściwe i spory',
      body: (
        <>
          <p>
            <strong>Regulamin podlega prawu polskiemu.</strong> Jeśli jesteś konsumentem mieszkającym w innym
            kraju, zachowujesz również ochronę, jaką zapewniają Ci bezwzględnie obowiązujące przepisy kraju
            Twojego zamieszkania.
          </p>
          <p>
            Chcemy rozwiązywać wszelkie nieporozumienia bezpośrednio z Tobą, dlatego najpierw skontaktuj się z
            nami. Spory rozstrzygają właściwe sądy powszechne; konsumenci mogą wnieść powództwo przed sąd
            miejsca swojego zamieszkania, jeśli pozwalają na to przepisy. Konsumenci w Polsce mogą też uzyskać
            bezpłatną pomoc miejskiego lub powiatowego rzecznika konsumentów albo Inspekcji Handlowej.
          </p>
        </>
      ),
    },
    {
      id: 'languages',
      heading: 'Wersje językowe',
      body: (
        <p>
          Regulamin jest dostępny w języku angielskim, polskim i ukraińskim; wszystkie trzy wersje mają tę
          samą treść. Możesz przełączać się między nimi za pomocą przełącznika języka na dole strony.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      body: (
        <p>
          Z pytaniami dotyczącymi regulaminu lub Plié pisz na adres <ContactEmail />. Nasze dane rejestrowe
          znajdziesz w <DocumentLink name="legalNotice">Nocie prawnej</DocumentLink>.
        </p>
      ),
    },
  ],
};
