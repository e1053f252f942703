import type { en } from './en';

/** Suomi. Same keys and parameters as en.ts. */
export const fi: typeof en = {
  nav: {
    payees: 'Maksunsaajat',
    payeesHint: 'Kaikki maksetut saajat, heidän tilinsä ja luottamus',
    main: 'Päävalikko',
    home: 'Etusivu',
    homeHint: 'Missä olet, mitä tehdä ensin, käynnissä olevat ajot ja saldot',
    payments: 'Maksut',
    paymentsHint: 'Tuo maksuaineisto ja lähetä se erinä',
    history: 'Historia',
    historyHint: 'Kaikki lähetetyt erät ja maksut',
    accounts: 'Tilit',
    accountsHint: 'Saldot ja tapahtumat',
    settings: 'Asetukset',
    settingsHint: 'Pankkiprofiilit, avaimet ja kieli',
    dismiss: 'Sulje ilmoitus',
  },
  payments: {
    bulkPlan_one: 'Lähetetään {{count, number}} eränä · yhteensä {{total}}',
    bulkPlan_other: 'Lähetetään {{count, number}} eränä · yhteensä {{total}}',
    bulkPlanHint: 'Jokaisessa erässä on enintään 100 maksua, ja jokainen hyväksytään erikseen puhelimessa.',
    bulkLine_one: 'Erä {{bulk}}: {{count, number}} maksu (rivi {{first}})',
    bulkLine_other: 'Erä {{bulk}}: {{count, number}} maksua (rivit {{first}}–{{last}})',
    hasErrors: 'virheitä',
    hasWarnings: 'varoituksia',
    title: 'Maksut',
    importTitle: 'Tuo maksuaineisto',
    importIntro:
      'CSV toiminnanohjausjärjestelmästä tai taulukosta (mikä tahansa erotin, UTF-8, UTF-16 tai Windows-1252), Excel-työkirja (.xlsx) tai ISO 20022 pain.001 XML. Kaikki ongelmat näytetään ennen kuin mitään lähetetään.',
    drop: 'Pudota tiedosto tähän tai valitse se',
    fileInput: 'Maksuaineisto',
    sizeLimit: 'Tiedostot enintään {{mb}} Mt.',
    template: 'Lataa CSV-pohja',
    chooseAnother: 'Valitse toinen tiedosto',
    payeeBookUnavailable:
      'Maksunsaajarekisteriä ei voitu tarkistaa: tiimin rekisteriin ei saada nyt yhteyttä. Tarkistus-vaihe tarkistaa maksunsaajat uudelleen ennen lähettämistä.',
    payeeBookFailed:
      'Maksunsaajarekisteriä ei voitu tarkistaa: joitakin maksunsaajia ei voitu hakea. Tarkistus-vaihe tarkistaa maksunsaajat uudelleen ennen lähettämistä.',
    onlyProblems: 'Näytä vain rivit, joissa on ongelmia',
    problems: 'Ongelmat',
    problemsInFile: 'Tiedoston ongelmat',
    noProblems: 'Ongelmia ei löytynyt.',
    line: 'Rivi {{line}}',
    file: 'Tiedosto',
    payments_one: '{{count, number}} maksu',
    payments_other: '{{count, number}} maksua',
    bulks_one: '{{count, number}} erä',
    bulks_other: '{{count, number}} erää',
    errorsInRows_one: '{{errors}} {{count, number}} rivillä',
    errorsInRows_other: '{{errors}} {{count, number}} rivillä',
    errors_one: '{{count, number}} virhe',
    errors_other: '{{count, number}} virhettä',
    noErrors: 'ei virheitä',
    warnings_one: '{{count, number}} varoitus',
    warnings_other: '{{count, number}} varoitusta',
  },
  reading: {
    sheet: 'Välilehti',
    howRead: 'Miten tiedosto luetaan',
    encoding: 'Merkistö',
    delimiter: 'Erotin',
    decimalMark: 'Desimaalierotin',
    decimalPoint: 'piste (1,234.56)',
    decimalComma: 'pilkku (1.234,56)',
    currencyWhenMissing: 'Valuutta, jos puuttuu',
    line: 'Rivi',
    remove: 'Poista',
  },
  signIn: {
    title: 'Kirjaudu pankkiisi',
    titleAgain: 'Hyväksy uudelleen jatkaaksesi',
    intro:
      'Käytä verkkopankkisi sähköpostiosoitetta ja salasanaa. Hyväksyt sitten kirjautumisen puhelimessasi. Bulkpay ei koskaan tallenna salasanaa.',
    demo: 'Demopankki: kirjaudu tunnuksella {{email}} ja salasanalla {{password}}. Sen puhelin hyväksyy itse muutamassa sekunnissa. Oikeaa rahaa ei liiku.',
    email: 'Pankin sähköposti',
    password: 'Salasana',
    submit: 'Kirjaudu',
    busy: 'Yhdistetään pankkiin…',
    waitingTitle: 'Hyväksy kirjautuminen puhelimessasi',
    waitingIntro: 'Avaa pankkisi sovellus ja hyväksy pyyntö. Tarkista, että siinä näkyy tämä koodi:',
    shortCode: 'Lyhyt koodi',
    timeLeft: 'Aikaa jäljellä:',
    waiting: 'Odottaa hyväksyntää',
    cancel: 'Peruuta',
  },
  accounts: {
    signedIn: 'Kirjautuneena',
    paused: 'Pankkiistunto tauolla',
    as: ' käyttäjänä {{email}}',
    sessionEnds: ' · istunto päättyy klo {{time}}',
    tabAccounts: 'Tilit ja tapahtumat',
    tabPay: 'Yksittäinen maksu',
    signOut: 'Kirjaudu ulos',
    onItsWay: '{{amount}} varattu: matkalla',
    sessionLeft_one: 'Pankkiistunto: {{count, number}} min jäljellä',
    sessionLeft_other: 'Pankkiistunto: {{count, number}} min jäljellä',
    refreshing: 'Päivitetään…',
    lastFetched: 'Haettu viimeksi {{when}}',
    refresh: 'Päivitä',
    transactions: 'Tapahtumat',
    loading: 'Ladataan…',
    countOf: '{{shown, number}} / {{count, number}}',
    title: 'Tilit',
    exportCsv: 'Vie CSV',
  },
  history: {
    title: 'Historia',
  },
  historySearch: {
    form: 'Hae maksuja',
    text: 'Haku',
    textHint: 'Saaja, IBAN tai viite',
    shortTerms:
      '1–2 merkkiä löytää nimet, IBANit ja viitteet, jotka alkavat niillä, ja RF-viite (RF…) viitteet, jotka alkavat sillä; vähintään 3 merkkiä mistä kohtaa tahansa.',
    payee: 'Saaja',
    iban: 'IBAN',
    reference: 'Viite',
    amountMin: 'Summa alkaen',
    amountMax: 'Summa enintään',
    amountProblem: '{{field}}: kirjoita summa muodossa {{example}}.',
    fieldProblem: 'Tarkista {{field}}: sillä ei voi hakea sellaisenaan.',
    from: 'Lähetetty alkaen',
    to: 'Lähetetty viimeistään',
    state: 'Tulos',
    any: 'Kaikki',
    search: 'Hae',
    exportCsv: 'Vie CSV',
    exportJson: 'Vie JSON',
    bulks: 'Erät',
    sent: 'Lähetetty',
    account: 'Tili',
    amount: 'Summa',
  },
  send: {
    title: 'Lähetys',
    payFrom: 'Maksetaan tililtä',
    payingAccount: 'Maksutili',
    noAccounts: 'Ei tilejä: kirjaudu Tilit-näkymässä',
    accountOption: '{{name}} · {{iban}} · {{available}} käytettävissä',
    checking: 'Tarkistetaan…',
    review: 'Tarkista ennen lähettämistä',
    fixFirst: 'Korjaa yllä olevat virheet ennen lähettämistä.',
    bulks: 'Erät',
    onTheirWay: 'Matkalla olevat erät',
    reviewGroup: 'Tarkistus',
    reviewFrom: 'Tililtä {{name}} ({{iban}}), {{available}} käytettävissä.',
    reviewTotal_one: '{{payments, number}} maksua {{count, number}} erässä, yhteensä {{total}}.',
    reviewTotal_other: '{{payments, number}} maksua {{count, number}} erässä, yhteensä {{total}}.',
    overBalance: 'enemmän kuin käytettävissä oleva saldo',
    approvalHint: 'Jokainen erä hyväksytään erikseen puhelimessa tunnin kuluessa.',
    warnings_one: '{{count, number}} tarkistettava varoitus:',
    warnings_other: '{{count, number}} tarkistettavaa varoitusta:',
    warningLine: 'Rivi {{line}}: {{message}}',
    more: '…ja {{count, number}} muuta ongelmaluettelossa.',
    checked: 'Olen tarkistanut nämä varoitukset',
    sending: 'Lähetetään…',
    sendN_one: 'Lähetä {{count, number}} maksu',
    sendN_other: 'Lähetä {{count, number}} maksua',
    cancel: 'Peruuta',
  },
  export: {
    format: 'Vientimuoto',
    spreadsheet: 'Taulukkolaskenta (Excel, {{example}})',
    machine: 'Tavallinen CSV ohjelmille (pilkku, desimaalipiste)',
  },
  notify: {
    heading: 'Ilmoitukset',
    switch: 'Työpöytäilmoitukset',
    hint: 'Näyttää ilmoituksen työpöydällä, vaikka Bulkpay olisi taustalla: hyväksyntääsi odottava tiimin maksuajo, puhelinhyväksyntää 10 minuuttia jäljellä, vain osittain maksettu erä.',
    blocked:
      'Bulkpayn ilmoitukset on estetty. Salli ne selaimen sivustoasetuksista ja kytke tämä sitten uudelleen päälle.',
    unsupported: 'Tämä selain ei voi näyttää ilmoituksia.',
    releaseTitle: 'Maksuajo odottaa hyväksyntääsi',
    releaseBody_one: '{{file}}: {{count, number}} maksu, {{total}}',
    releaseBody_other: '{{file}}: {{count, number}} maksua, {{total}}',
    approvalTitle: 'Alle 10 minuuttia aikaa hyväksyä puhelimella',
    approvalBody_one: '{{count, number}} maksun erää ({{total}}) ei makseta, ellet hyväksy sitä ajoissa.',
    approvalBody_other: '{{count, number}} maksun erää ({{total}}) ei makseta, ellet hyväksy sitä ajoissa.',
    partlyTitle: 'Erä maksettiin vain osittain',
    partlyBody:
      '{{paid, number}}/{{total, number}} maksua maksettu: {{paidAmount}} maksettu, {{notPaidAmount}} maksamatta.',
  },
  settings: {
    profiles: 'Pankkiprofiilit',
    addProfile: 'Lisää pankkiprofiili',
    demoNotice: 'Tämä on demopankki: Bulkpayn sisällä toimiva simulaattori. Oikeaa rahaa ei liiku.',
    demoSignIn: ' Kirjaudu Tilit-näkymässä demoasiakkaana {{email}} (salasana: katso docs/sandbox.md).',
    bankAddress: 'Pankin osoite',
    bulkAddress: 'Erien osoite',
    applicationId: 'Sovelluksen tunnus',
    activeProfile: 'Maksut kulkevat tämän profiilin kautta.',
    useProfile: 'Käytä tätä profiilia maksuihin',
    editProfileButton: 'Muokkaa profiilia',
    removeProfile: 'Poista profiili',
    title: 'Asetukset',
    language: 'Kieli',
    languageHint: 'Seuraa tietokoneen kieltä, kunnes valitset kielen tästä.',
    thisComputer: 'Tämä tietokone',
    systemLanguage: 'Sama kuin tietokoneessa ({{language}})',
    languageUnreadable:
      'Kieltä {{language}} ei voitu ladata, joten ikkuna pysyy ennallaan. Käynnistä Bulkpay uudelleen (selaimessa: lataa sivu uudelleen) ja valitse kieli uudestaan.',
  },
  bulk: {
    title: 'Erä {{sequence}}',
    titleResend: 'Erä {{sequence}} · {{count, number}} maksamattoman uudelleenlähetys',
    paid: 'Maksettu',
    partlyPaid: 'Osittain maksettu ({{paid, number}}/{{total, number}})',
    nonePaid: 'Ei maksettu',
    waiting: 'Odottaa hyväksyntää ({{left}} jäljellä)',
    notConfirmed: 'Ei vielä vahvistettu',
    outcome_one: '{{count, number}} maksettu',
    outcome_other: '{{count, number}} maksettu',
    unsent_one: '{{count, number}} jäi lähettämättä saldon puutteen vuoksi',
    unsent_other: '{{count, number}} jäi lähettämättä saldon puutteen vuoksi',
  },
  bulkState: {
    sending: 'Lähetetään',
    unknown: 'Tulos ei vielä tiedossa, yritetään uudelleen',
    pending_approval: 'Odottaa hyväksyntää puhelimessa',
    processing: 'Käsittelyssä',
    approved: 'Hyväksytty',
    rejected: 'Hylätty',
    not_accepted: 'Pankki ei hyväksynyt',
    not_sent: 'Ei lähetetty',
    other: 'Muu ({{state}})',
  },
  paymentState: {
    pending: 'Odottaa',
    paid: 'Maksettu',
    notenoughbalance: 'Ei lähetetty: saldo ei riittänyt',
    rejected: 'Hylätty erän mukana',
    not_accepted: 'Pankki ei hyväksynyt',
    not_sent: 'Ei lähetetty',
    scheduled: 'Ajastettu',
    other: 'Muu ({{state}})',
  },
  field: {
    name: 'Saajan nimi',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Summa',
    currency: 'Valuutta',
    reference: 'Viite',
    structured_reference: 'Viitenumero',
    unstructured_reference: 'Viesti',
    end_to_end_id: 'End-to-end-tunnus',
    method: 'Maksutapa',
    instant: 'Pikamaksu',
    account_identifier_type: 'Tilin tyyppi',
    due_date: 'Eräpäivä',
    payment_account: 'Maksutili',
    execute_verification_of_payee: 'Saajan tarkistus',
    payee_id: 'Saajan tunnus',
  },
  msg: {
    debtor_account_mismatch:
      'Tiedoston mukaan maksetaan tililtä {{fileIban}} (DbtrAcct), mutta valitsit tilin {{chosenIban}}; valitse se tili tai vahvista, että tämä tili maksaa.',
    payee_is_paying_account:
      'Tämä maksaa tilille {{account}} ({{iban}}), jolta erä maksetaan; pankki hylkää sen vuoksi koko erän. Korjaa saajan IBAN tai poista rivi.',
    unreadable_character:
      'Kentässä on merkkejä, joita ei voitu lukea (näkyvät muodossa “�”); tiedoston merkistö voi olla väärä tai tiedosto vioittunut: kirjoita ne uudelleen tai valitse toinen merkistö.',
    pain001_count_mismatch:
      '{{level}} NbOfTxs ilmoittaa {{declared}} maksua, mutta tiedostossa on {{actual}}; tiedosto voi olla katkennut tai käsin muokattu: vie se uudelleen.',
    pain001_sum_mismatch:
      '{{level}} CtrlSum ilmoittaa {{declared}}, mutta maksujen summa on {{actual}}; tiedosto voi olla katkennut tai käsin muokattu: vie se uudelleen.',
    pain001_execution_date:
      'Tiedosto pyytää suoritusta {{date}} (ReqdExctnDt), mutta erät suoritetaan heti hyväksynnän jälkeen; lähetä tiedosto sinä päivänä tai hyväksy, että se maksetaan nyt.',
    pain001_debtor_account:
      'Tiedoston mukaan maksetaan tililtä {{iban}} (DbtrAcct); tarkista, että valitset saman tilin Bulkpayssa.',
    bank_message: 'Pankki hylkäsi tämän: katso pankin oma viesti lisätiedoista.',
    xml_doctype:
      'XML-tiedostossa on DOCTYPE-määrittely, jota maksutiedostot eivät tarvitse; se hylättiin turvallisuussyistä. Vie tiedosto uudelleen ilman sitä.',
    invalid_utf8:
      'Rivillä {{line}} on tavuja, jotka eivät ole kelvollista UTF-8:aa; tarkista merkki tiedostosta tai tallenna tiedosto uudelleen UTF-8-muodossa.',
    amount_too_large:
      '{{value}} on enemmän kuin suurin summa, jonka Bulkpay hyväksyy yhteen maksuun ({{max}}); tarkista desimaalierotin.',
    bank_answer_too_large:
      'Pankin vastaus oli suurempi kuin Bulkpay hyväksyy; vika on pankissa. Yritä myöhemmin uudelleen.',
    profile_unusable: 'Aktiivista pankkiprofiilia ei voi vielä käyttää; katso Asetuksista, mitä se tarvitsee.',
    no_profile: 'Pankkiprofiilia ei vielä ole; luo se Asetuksissa.',
    file_too_big: 'Tiedosto on suurempi kuin Bulkpayn lukema 50 Mt; jaa se pienempiin tiedostoihin.',
    no_email: 'Pankin sähköpostiosoitetta ei annettu; anna osoite, jolla kirjaudut pankkiin.',
    no_password: 'Salasanaa ei annettu; anna pankin salasanasi.',
    token_expired: 'Pankkiistunto on päättynyt; kirjaudu uudelleen ja hyväksy puhelimellasi.',
    sent_by_team:
      'Sama maksu on ajossa {{file}}, jonka {{preparedBy}} valmisteli {{date}}; poista rivi, ellet aio maksaa uudelleen.',
    run_draft_not_found: 'Tätä maksuajoa ei enää säilytetä (se lähetettiin tai hylättiin); tuo tiedosto uudelleen.',
    run_not_found: 'Maksuajoa ei löydy historiasta.',
    run_draft_other_profile:
      'Tämä maksuajo aloitettiin toisella pankkiprofiililla; vaihda takaisin siihen profiiliin jatkaaksesi tai tuo tiedosto uudelleen.',
    run_draft_already_sent:
      'Tämä tiedosto on jo lähetetty pankkiin; avaa se Historiasta äläkä lähetä sitä uudelleen. Hylkää tämä maksuajo Etusivulta.',
    file_errors: 'Tiedostoa ei voi lukea maksuiksi: {{first}}',
    inbox_team_only: 'Tiedostojen lähettäminen tiimille hyväksyttäväksi vaatii tiimitilan; yhdistä ensin tiimiin.',
    inbox_folder: 'ERP-saapuvien kansiota ei voi käyttää; valitse kansio, johon sinulla on kirjoitusoikeus.',
    inbox_rejected: 'Bulkpay ei ottanut tätä tiedostoa; sen vieressä rejected-kansiossa oleva selitys kertoo syyn.',
    inbox_file_not_found: 'ERP:n tiedosto ei ole enää saapuvien kansiossa; tuo se itse, jos sinulla on se.',
    outbox_folder: 'ERP-lähtökansiota ei voi käyttää; valitse kansio, johon sinulla on kirjoitusoikeus.',
    outbox_write: 'Raporttia ei voitu kirjoittaa ERP-lähtökansioon; tarkista kansio ja vapaa tila.',
    run_empty: 'Tiedostosta {{name}} ei lähetetty mitään; raportoitavaa ei ole.',
    statement_too_large: 'Otejaksolla on enemmän tapahtumia kuin yhteen otteeseen mahtuu; valitse lyhyempi jakso.',
    statement_period:
      'Otejakso ei kelpaa: alun on oltava ennen loppua tai sama päivä, pankin viimeisen 365 päivän sisällä.',
    payment_account_id_invalid:
      '”{{value}}” ei ole tilin {{account}} maksutilitunnus: sen on oltava UUID sellaisena kuin pankki sen antaa.',
    payment_account_id_needed:
      'Pankki listaa tilin {{account}} koodilla ”{{code}}”, joka ei ole erän tarvitsema maksutilitunnus (UUID); anna tilin maksutilitunnus kerran sellaisena kuin pankki sen antaa.',
    balance_unknown:
      'Pankki ei kertonut tilin {{account}} käytettävissä olevaa saldoa, joten Bulkpay ei voinut verrata summia siihen. Pankki tarkistaa jokaisen erän sen saapuessa ja hylkää sen, jota saldo ei kata; tarkista saldo pankistasi ennen lähettämistä.',
    team_not_connected: 'Tämä työasema ei ole yhteydessä tiimin tietokantaan.',
    usage: 'Komennolle ei annettu tarvittavia tietoja; katso sen ohje.',
    team_tls_required: '{{host}} vaatii TLS-yhteyden; poista osoitteesta sslmode=disable.',
    team_server_too_old: 'Tiimin tietokantapalvelin on liian vanha; Bulkpay tarvitsee PostgreSQL 13:n tai uudemman.',
    team_ctype:
      'Tiimin tietokanta palvelimella {{host}} käyttää merkkityyppiä ”{{ctype}}”, joka ei osaa verrata isoja ja pieniä kirjaimia A–Z:n ulkopuolella; ylläpitäjä luo tietokannan UTF-8-lokaalilla (esimerkiksi LC_CTYPE ’C.UTF-8’ tai ICU-lokaali) ja yhdistää uudelleen.',
    team_send_interrupted:
      'Tiimin tietokanta lakkasi vastaamasta tämän ajon lähetyksen aikana: {{total}} erästä {{sent}} lähetettiin, ei enempää. Lähetä ajo uudelleen tältä tai toiselta työasemalta, kun tiimin tietokanta vastaa: pankki ei maksa mitään kahdesti.',
    team_database_behind:
      'Tiimin tietokanta ei tunne {{count}} erää, jotka tämä tietokone lähetti pankkiin (viimeisin tiedostosta {{file}}, {{date}}): se on luultavasti palautettu vanhemmasta varmuuskopiosta. Mitään ei lähetetty. Aja `bulkpay team import-history` tällä tietokoneella (ja jokaisella tietokoneella, joka on lähettänyt maksuja varmuuskopion jälkeen) palauttaaksesi ne, ja lähetä sitten uudelleen.',
    team_record_after_send_unanswered:
      'Erä {{bulk}} lähetettiin; tiimin tietokanta lakkasi vastaamasta sitä tallennettaessa, joten se voi olla tiimin historiassa tai puuttua siitä vielä. Tästä ajosta ei lähetetty enempää. Kun tiimin tietokanta vastaa, avaa ajo: jos se näkyy lähetettynä, mitään ei tarvitse tehdä; muuten lähetä se uudelleen: pankki ei maksa mitään kahdesti.',
    team_record_after_send:
      'Erä {{bulk}} lähetettiin, mutta tiimin tietokanta ei tallentanut sitä; tästä ajosta ei lähetetty enempää. Lähetä ajo uudelleen, kun tiimin tietokanta vastaa: pankki ei maksa mitään kahdesti.',
    team_run_not_found: 'Tiimin tietokannassa ei ole ajoa {{id}}.',
    four_eyes:
      'Neljän silmän periaate: ajon on hyväksyttävä joku muu kuin sen valmistellut henkilö; pyydä hyväksyjää hyväksymään se.',
    not_allowed_for_role:
      'Tiimiroolisi ei salli tätä (olet {{user}} palvelimella {{host}}); pyydä Bulkpay-ylläpitäjää muuttamaan roolisi.',
    bulk_followed_elsewhere:
      'Toinen työasema seuraa nyt tätä erää pankissa; sen tulos kirjataan siellä ja näkyy täällä, kun se muuttuu.',
    audit_append_only: 'Tiimin tapahtumaloki on vain lisättävä: sen merkintöjä ei koskaan muuteta eikä poisteta.',
    team_auth_failed:
      'Tiimin tietokanta ei hyväksynyt käyttäjän {{user}} kirjautumista palvelimelle {{host}}; tarkista käyttäjätunnus ja salasana tai kysy tietokannan ylläpitäjältä.',
    team_database_missing:
      'Palvelimella {{host}} ei ole tietokantaa ”{{database}}”; tarkista osoite tai pyydä tietokannan ylläpitäjää luomaan se.',
    team_schema_missing:
      'Tiimin tietokannassa palvelimella {{host}} ei ole vielä Bulkpay-skeemaa (tai se on vanha); ylläpitäjä yhdistää ensin ”Asenna tai päivitä” valittuna.',
    team_server_busy:
      'Tiimin tietokannalta palvelimella {{host}} ovat yhteydet tai resurssit lopussa; yritä minuutin kuluttua uudelleen tai kerro tietokannan ylläpitäjälle.',
    team_conflict: 'Joku muu muutti samaa ajoa samalla hetkellä; yritä uudelleen.',
    team_tls_failed:
      'Suojattua (TLS) yhteyttä palvelimeen {{host}} ei saatu tai sen varmenteeseen ei luotettu; kysy tietokannan ylläpitäjältä palvelimen varmenneasetuksista.',
    team_store_failed:
      'Tiimin tietokanta palvelimella {{host}} hylkäsi pyynnön (koodi {{sqlstate}}); yritä uudelleen ja kerro tietokannan ylläpitäjälle, jos tämä toistuu.',
    team_schema_newer:
      'Tiimin tietokannan on asentanut uudempi Bulkpay (skeema {{have}}); päivitä ensin Bulkpay tällä tietokoneella.',
    team_schema_older:
      'Tiimin tietokanta on vanhempi kuin tämä Bulkpay (tiimin skeema {{have}}, tämä Bulkpay tarvitsee {{want}}); mitään ei lähetetty. Ylläpitäjä päivittää sen ensin (yhdistää ”Asenna tai päivitä” valittuna); lähetä ajo sitten uudelleen.',
    team_schema_needs_install:
      'Tiimin skeema on asennettava tai päivitettävä (versio {{have}} → {{want}}); ylläpitäjä yhdistää ”Asenna tai päivitä” valittuna.',
    team_run_tampered:
      'Ajon {{file}} maksut eivät vastaa sitä, mitä tiimin tietokantaan on kirjattu (tiedostossa on $t(counts.payments, {"count": {{counted}} }), tietokannassa {{recorded}}, tai saajat, summat tai loppusummat eroavat): niitä on muutettu valmistelun jälkeen. Mitään ei hyväksytty eikä lähetetty; palauta ajo valmistelijalle.',
    team_upgrade_lock_timeout:
      'Tiimitietokannan päivitys palvelimella {{host}} keskeytyi: se odotti liian kauan tauluja, joita Bulkpay-työasemat käyttivät juuri silloin, eikä sen parhaillaan asentamaa versiota otettu käyttöön (aiemmin asennetut versiot jäävät; Asetukset → Tiimi ja `bulkpay team status` näyttävät tietokannan version). Yritä päivitystä uudelleen, kun työssä on vähemmän ihmisiä (esimerkiksi työajan ulkopuolella); työasemat toimivat tietokannan kanssa sillä välin kuten ennenkin.',
    team_install_privilege:
      'Tietokantatunnus {{user}} ei voi asentaa tiimiskeemaa palvelimelle {{host}}: se tarvitsee CREATEROLE-oikeuden ja CREATE-oikeuden tietokantaan {{database}}. Pyydä IT- tai tietokantaylläpitäjää myöntämään ne tai asentamaan skeema tunnuksella, jolla ne on.',
    team_connection_changed:
      'Yhteys tiimin tietokantaan vaihtui sitä avattaessa (tiimistä poistuttiin tai yhdistettiin toiseen); yritä uudelleen.',
    team_leave_unconfirmed:
      'Tiimitilasta voi poistua vasta, kun tiimin tietokanta vahvistaa sinun olevan Bulkpay-ylläpitäjä, eikä siihen saada nyt yhteyttä; yritä uudelleen, kun se vastaa.',
    team_leave_needs_admin:
      'Vain Bulkpay-ylläpitäjä voi poistaa tietokoneen tiimitilasta (olet {{user}}, {{role}}); pyydä tiimisi ylläpitäjää tekemään se.',
    team_release_duplicates:
      'Tämän ajon $t(counts.payments, {"count": {{count}} }) (rivi {{lines}}) on myös toisessa tiimin ajossa, joka on jo hyväksytty tai lähetetty; tämän hyväksyminen maksaisi ne kahdesti. Palauta ajo valmistelijalle tai vahvista, että haluat maksaa ne uudelleen.',
    team_run_no_bank_identity:
      'Ajoon {{file}} ei ole kirjattu TPP:tä ja pankkiasiakasta, joille se valmisteltiin, joten sitä ei voi lähettää turvallisesti; palauta ajo ja pyydä käyttäjää {{preparedBy}} lähettämään tiedosto uudelleen.',
    team_claim_other_bank_identity:
      'Tiimin tietokanta ei sallinut tämän tietokoneen lähettää ajoa: tietokone on kirjautunut eri TPP:nä tai pankkiasiakkaana kuin ajo (tai kuin tietokone, joka aloitti sen lähettämisen). Lähetä ajo tietokoneelta, joka on kirjautunut ajon omana TPP:nä ja asiakkaana.',
    team_send_refused_unreachable:
      'Mitään ei lähetetä, kun tiimin tietokantaan ei saada yhteyttä: jokainen maksu kirjataan sinne ensin. Voit yhä tuoda ja tarkistaa tiedostoja; yritä uudelleen, kun yhteys palaa.',
    team_run_other_bank_identity:
      'Tämä ajo kuuluu palveluntarjoajalle (TPP) {{tpp}} ja pankin asiakkaalle {{customer}}, mutta tämä tietokone on kirjautunut palveluntarjoajana {{myTpp}} ja asiakkaana {{myCustomer}}; lähetä se tietokoneelta, joka on kirjautunut ajon omana palveluntarjoajana ja asiakkaana.',
    team_send_needs_release:
      'Tämä tietokone on tiimitilassa: lähetä maksut hyväksyttäviksi (Tiimi) ja lähetä ne pankkiin, kun toinen henkilö on hyväksynyt ne.',
    team_unreachable:
      'Tiimin tietokantaan palvelimella {{host}} ei saada yhteyttä; tarkista verkko ja yritä uudelleen. Voit yhä tuoda ja tarkistaa tiedostoja.',
    team_no_such_role: 'Tietokannassa ei ole kirjautumisroolia ”{{role}}”; pyydä tietokannan ylläpitäjää luomaan se.',
    team_takeover_not_sending:
      'Kukaan ei ole lähettämässä tätä ajoa, joten otettavaa ei ole; lähetä se, kun se on hyväksytty.',
    team_takeover_already_sent: 'Tämä ajo on jo lähetetty; otettavaa ei ole.',
    team_takeover_claim_live_one:
      'Tätä ajoa lähettää {{by}} koneelta {{host}}, ja sen työasema uusi varauksensa äskettäin; jos työasema on pysähtynyt, ajon voi ottaa haltuun {{count, number}} minuutin kuluttua.',
    team_takeover_claim_live_other:
      'Tätä ajoa lähettää {{by}} koneelta {{host}}, ja sen työasema uusi varauksensa äskettäin; jos työasema on pysähtynyt, ajon voi ottaa haltuun {{count, number}} minuutin kuluttua.',
    team_takeover_claim_live_seconds_one:
      'Tätä ajoa lähettää {{by}} koneelta {{host}}, ja sen työasema vahvisti lähetyksen äskettäin; jos työasema on pysähtynyt, ajon voi ottaa haltuun {{count, number}} sekunnin kuluttua.',
    team_takeover_claim_live_seconds_other:
      'Tätä ajoa lähettää {{by}} koneelta {{host}}, ja sen työasema vahvisti lähetyksen äskettäin; jos työasema on pysähtynyt, ajon voi ottaa haltuun {{count, number}} sekunnin kuluttua.',
    team_export_unreachable:
      'Tiimin historiaa ei voi viedä nyt: tiimin tietokantaan ei saada yhteyttä, ja tämän tietokoneen historia on vain osa siitä. Yritä uudelleen, kun tiimin tietokanta vastaa.',
    no_team_address: 'Tiimillä ei ole tälle pankkiprofiilille muuta osoitetta; avaa Asetukset uudelleen.',
    address_change_needs_confirmation: 'Vahvista profiilin ”{{name}}” uusi pankkiosoite: {{from}} → {{to}}.',
    address_confirmation_expired:
      'Tämä vahvistus ei ole enää voimassa (käytetty, vanhentunut tai Bulkpay käynnistettiin uudelleen); tallenna uusi osoite uudelleen.',
    profile_address_moved:
      'Tämän profiilin pankkiosoite muuttui sillä välin; avaa profiili uudelleen ja tarkista osoite.',
    team_address_changed: 'Tiimi vaihtoi osoitteen uudelleen; tarkista se ja hyväksy uudelleen.',
    team_profile_exists:
      'Tiimillä on jo pankkiprofiili nimeltä ”{{name}}”; se on profiilien luettelossa. Käytä sitä tai valitse toinen nimi.',
    invalid_move:
      'Ajo on jo edennyt (joku hyväksyi, palautti tai lähetti sen sillä välin); avaa se uudelleen nähdäksesi sen tilan.',
    name_missing: 'Saajan nimi puuttuu; kirjoita maksun saavan henkilön tai yrityksen nimi.',
    non_sepa_characters:
      '{{field}} sisältää merkit {{characters}}, joita tämä pankki ei hyväksy; se voi korvata tai hylätä ne. Kirjoita ne niin kuin pankki ne hyväksyy (Muunna).',
    ragged_row:
      'Rivillä {{line}} on {{cells}} saraketta, mutta otsikkorivillä {{header}}, joten arvot voivat olla väärissä kentissä. Lisää lainausmerkit kentän ympärille, jossa on “{{delimiter}}”, ja avaa tiedosto uudelleen, tai poista rivi.',
    field_not_accepted: '{{field}} ei ole sallittu erässä; poista tämä sarake.',
    field_not_accepted_due_date:
      'Erät toteutetaan heti eikä niitä voi ajastaa; poista eräpäivä tai maksa tämä erikseen myöhemmin.',
    field_not_accepted_payment_account:
      'Erän kaikki maksut maksetaan yhdeltä Bulkpayssa valitulta tililtä; poista rivikohtainen maksutili.',
    field_not_accepted_execute_verification_of_payee:
      'Saajan tarkistus ei ole käytettävissä erän yksittäisille maksuille; poista tämä sarake.',
    account_type_unsupported: 'Tilityyppiä “{{value}}” ei tueta; erien maksut maksetaan vain IBAN-tileille.',
    iban_missing: 'Saajan IBAN puuttuu; kirjoita tilinumero, jolle raha maksetaan.',
    iban_country: '“{{iban}}” ei ala tunnetulla maatunnuksella (esim. FI, DE, SE); tarkista tilinumero.',
    iban_length: '“{{iban}}” on väärän pituinen maalleen; numero voi puuttua tai olla ylimääräinen.',
    iban_format: '“{{iban}}” ei ole maansa IBAN-muodossa; tarkista tilinumero.',
    iban_checksum: 'Tarkisteet eivät täsmää ({{iban}}); tarkista tilinumero kirjoitusvirheiden varalta.',
    bic_invalid: '“{{value}}” ei ole BIC (8 tai 11 kirjainta ja numeroa, esim. NDEAFIHH); korjaa se tai jätä tyhjäksi.',
    currency_conflict: 'Summassa on {{amountCurrency}}, mutta valuuttasarakkeessa {{columnCurrency}}; yhtenäistä ne.',
    currency_missing:
      'Valuutta puuttuu: täytä valuuttasarake (esim. EUR) tai valitse maksutili, jolloin sen valuuttaa käytetään.',
    currency_invalid: '“{{value}}” ei ole ISO 4217 -valuuttakoodi; käytä koodia kuten EUR, SEK tai USD.',
    amount_missing: 'Summa puuttuu; kirjoita maksettava summa, esim. 125,50.',
    amount_unreadable:
      '“{{value}}” ei ole odotetussa numeromuodossa oleva summa (esim. {{example}}); korjaa se tai vaihda desimaaliasetus, jos koko tiedosto käyttää toista muotoa.',
    amount_not_positive:
      'Summan on oltava suurempi kuin nolla (nyt “{{value}}”); lähtevät maksut kirjoitetaan positiivisina.',
    amount_too_many_decimals:
      '{{currency}} sallii enintään {{allowed}} desimaalia, mutta summa on {{value}}; pyöristä se summaan {{down}} tai {{up}}.',
    method_invalid:
      'Maksutapa “{{value}}” on tuntematon; käytä sepa tai international (tai jätä tyhjäksi, jolloin sepa).',
    instant_invalid: 'Pikamaksun arvon “{{value}}” pitää olla kyllä tai ei.',
    instant_not_sepa:
      'Pikamaksu on mahdollinen vain sepa-maksutavalla; aseta pikamaksu arvoon ei tai maksutapa arvoon sepa.',
    sepa_not_eur:
      'SEPA-maksut ovat euroissa, mutta tämä on valuutassa {{currency}}; tarkista valuutta tai käytä international-maksutapaa.',
    reference_check_digit: '“{{value}}” näyttää viitenumerolta, mutta sen tarkiste on väärä; tarkista se laskulta.',
    reference_both: 'Anna joko viitenumero tai viesti, ei molempia; pankki hylkää maksut, joissa on molemmat.',
    reference_missing:
      'Jokainen maksu tarvitsee viitteen tai viestin; kirjoita laskun viitenumero tai lyhyt viesti saajalle.',
    structured_reference_too_long: 'Viitenumerossa on {{length}} merkkiä; pankki sallii enintään {{max}}.',
    unstructured_reference_too_long: 'Viestissä on {{length}} merkkiä; pankki sallii enintään {{max}}. Lyhennä sitä.',
    end_to_end_id_too_long: 'End-to-end-tunnuksessa on {{length}} merkkiä; pankki sallii enintään {{max}}.',
    duplicate_in_file:
      'Sama saaja, summa ja viite kuin rivillä {{firstLine}}; poista toinen, ellet aio maksaa kahdesti.',
    sent_recently: 'Samanlainen maksu lähetettiin jo {{date}}; poista rivi, ellet aio maksaa uudelleen.',
    total_line:
      'Rivi {{line}} näyttää summariviltä eikä ole maksu; sitä ei oteta mukaan (poista se tiedostosta, jos se on maksu).',
    separate_confirmation_needed:
      'Osa maksuista tarvitsee oman vahvistuksen ennen lähettämistä ({{sent}} jo lähetetty, {{changed}} muuttuneille tilitiedoille): ”Olen tarkistanut varoitukset” ei kata uudelleen maksamista eikä muuttuneita tilitietoja.',
    payee_bank_details_changed:
      'Tälle saajalle on maksettu aiemmin tilille {{oldIban}} (viimeksi {{lastPaid}}); tämä maksu menee tilille {{newIban}}, jolle hänelle ei ole koskaan maksettu. Varmista muutos saajalta puhelimitse (ei sähköpostilla) ennen lähettämistä.',
    payee_new: 'Tälle saajalle ei ole maksettu aiemmin; tarkista nimi ja IBAN laskusta.',
    iban_other_payee:
      'Tilille {{iban}} on maksettu aiemmin toisella saajan nimellä (”{{otherName}}”); tarkista, että tili todella kuuluu tälle saajalle.',
    amount_unusual:
      '{{amount}} {{currency}} poikkeaa paljon siitä, mitä tälle saajalle yleensä maksetaan (mediaani {{median}} {{currency}}); tarkista summa.',
    payee_blocked:
      '{{iban}} on estetty maksunsaajarekisterissä; poista rivi tai poista esto Maksunsaajat-näkymässä, jos se estettiin vahingossa.',
    name_lookalike_characters:
      'Saajan nimessä on merkkejä, jotka näyttävät toisilta tai muuttavat tekstin suuntaa: ”{{escaped}}”; kirjoita nimi uudelleen.',
    unclosed_quote:
      'Rivillä {{line}} alkava lainausmerkeissä oleva kenttä ei pääty; lisää puuttuva lopettava lainausmerkki (").',
    decimal_mark_unclear:
      'Desimaalierotin on epäselvä: ensimmäiset rivit luetaan desimaalierottimella ”{{first}}”, myöhemmät rivit käyttävät merkkiä ”{{later}}”. Valitse desimaalierotin (komentorivillä: --decimal dot tai --decimal comma) ja tarkista tiedosto uudelleen.',
    column_missing:
      'Sarake puuttuu: {{field}}. Nimeä sarakkeet otsikkorivillä (katso CSV-pohja) tai valitse sarake sarakkeiden valinnassa.',
    binary_file:
      'Tämä ei ole tekstitiedosto; valitse toiminnanohjausjärjestelmän tai taulukon viemä CSV- tai XML-tiedosto.',
    empty_file: 'Tiedosto on tyhjä; valitse tiedosto, jossa maksut ovat.',
    file_too_large: 'Tiedosto on liian suuri; jaa se pienempiin tiedostoihin.',
    account_not_iban:
      'Saajan tili ”{{value}}” ei ole IBAN (se on muu tilinumero); erien maksut maksetaan vain IBAN-tileille: pyydä saajalta IBAN.',
    amount_equivalent:
      'Summa on annettu muodossa {{amount}} {{currency}}, joka muunnettaisiin valuuttaan {{transferCurrency}}; pankki ottaa summan maksettavassa valuutassa: vie se maksettavana summana (InstdAmt).',
    structured_reference_several:
      'Tässä maksussa on {{count}} viitettä ({{references}}); pankki ottaa yhden viitteen maksua kohden, eikä Bulkpay yhdistä niitä. Jaa se järjestelmässäsi yhdeksi maksuksi viitettä kohden tai lähetä viitteet viestinä.',
    reference_documents_only:
      'Maksussa on vain laskun tai asiakirjan numero ({{documents}}), jota pankki ei voi välittää; anna järjestelmässäsi saajan viite tai viesti ja vie tiedosto uudelleen.',
    xml_too_deep:
      'XML-tiedoston elementit ovat sisäkkäin yli {{max}} tasoa (rivi {{line}}); maksuaineisto ei ole koskaan niin syvä, joten sitä ei luettu. Vie tiedosto uudelleen järjestelmästäsi.',
    xml_value_too_long:
      'XML-tiedostossa on {{length}} merkin arvo (rivi {{line}}); maksuaineiston arvot ovat enintään {{max}} merkkiä, joten sitä ei luettu. Vie tiedosto uudelleen järjestelmästäsi.',
    pain001_version_unsupported:
      'Tämä on ISO 20022 {{format}} -tiedosto, versio jota Bulkpay ei lue; vie maksut muodossa pain.001.001.03 tai pain.001.001.09 (myös niiden saksalaiset DK- ja sveitsiläiset versiot luetaan) tai CSV-muodossa.',
    no_payments: 'Tiedostossa ei ole maksuja; tarkista, että valitsit oikean tiedoston.',
    malformed_xml: 'XML-tiedosto on vioittunut tai keskeneräinen; vie se uudelleen järjestelmästäsi.',
    unsupported_format: 'Tämä XML ei ole ISO 20022 pain.001 -maksuaineisto; vie maksut pain.001- tai CSV-muodossa.',
    validation: 'Joissakin maksuissa on ongelmia; korjaa ne ennen lähettämistä.',
    account_not_found:
      'Pankilla ei ole kirjautuneelle asiakkaalle tiliä {{account}}; valitse jokin näistä: {{choices}}.',
    already_sending: 'Näitä maksuja lähetetään jo; odota tulosta.',
    bank_not_configured: 'Pankkia ei ole määritetty; lisää pankkiprofiili asetuksissa.',
    bank_invalid_request: 'Pankki hylkäsi pyynnön virheellisenä; tarkista tiedot ja yritä uudelleen.',
    bank_auth_failed:
      'Pankki ei hyväksynyt tunnuksiamme tai allekirjoitusta; tarkista sovelluksen hyväksyntä, client id ja salaisuus, allekirjoitusavain ja pankkisuostumus ja yritä uudelleen.',
    bank_forbidden:
      'Pankki kieltäytyi: tällä asiakkaalla ei ole oikeutta maksujen aloittamiseen tai häntä ei ole tunnistettu; tilinomistajan on otettava yhteyttä pankkiin.',
    bank_not_found: 'Pankki ei tunne tätä kohdetta.',
    bank_method_not_allowed: 'Pankki ei tue tätä pyyntöä.',
    bank_busy: 'Pankki käsittelee vielä samaa pyyntöä; Bulkpay kysyy pian uudelleen.',
    bank_rate_limited: 'Pankki pyysi hidastamaan; Bulkpay yrittää pian uudelleen.',
    bank_server_error: 'Pankin järjestelmässä oli ongelma; yritä myöhemmin uudelleen.',
    bank_unavailable: 'Pankin maksupalvelu ei ole juuri nyt käytettävissä; yritä myöhemmin uudelleen.',
    bank_error: 'Pankki hylkäsi pyynnön; tarkista tiedot ja yritä uudelleen.',
    bank_timeout: 'Pankki ei vastannut ajoissa; tarkista internetyhteys ja yritä uudelleen.',
    bank_unreachable: 'Pankkiin ei saada yhteyttä; tarkista internetyhteys ja pankin osoite ja yritä uudelleen.',
    bank_rejected:
      'Pankki hylkäsi tämän maksun ({{bulk}}): {{reason}}. Korjaa se ja lähetä epäonnistuneet maksut uudelleen.',
    bank_rejected_bulk: 'Pankki hylkäsi erän ({{bulk}}): {{reason}}',
    bank_tls_untrusted: 'Pankin varmenteeseen ei luoteta; tarkista pankin osoite profiilissa.',
    bulk_not_found: 'Tätä erää ei ole tämän tietokoneen historiassa.',
    certificate_expired: 'QSEAL-varmenne on vanhentunut; uusi se asetuksissa.',
    certificate_not_yet_valid:
      'QSEAL-varmenne on voimassa vasta {{date}} alkaen; tuo se uudelleen sinä päivänä tai tarkista tietokoneen kello.',
    certificate_unreadable: 'Tiedoston {{file}} varmennetta ei voi lukea; vie se uudelleen PEM-muodossa.',
    consent_cancelled: 'Kirjautuminen peruttiin; kirjaudu uudelleen jatkaaksesi.',
    credentials_missing:
      'Profiilin ”{{name}}” asiakassalaisuus ei ole enää avainnipussa; päivitä hyväksytty sovellus asetuksissa tallentaaksesi sen uudelleen.',
    cursor_unknown: 'Luettelo muuttui; päivitä se.',
    database_too_new: 'Tietokansion on kirjoittanut uudempi Bulkpay; päivitä Bulkpay avataksesi sen.',
    database_unavailable:
      'Tietokansiota ei voi avata; tarkista, että se on olemassa ja että sinulla on kirjoitusoikeus.',
    start_failed: 'Bulkpayn käynnistys ei onnistunut loppuun: {{reason}}. Sulje Bulkpay ja käynnistä se uudelleen.',
    demo_unavailable: 'Demopankki ei käynnistynyt; käynnistä Bulkpay uudelleen.',
    demo_account_unknown: 'Demopankissa ei ole tällaista tiliä; valitse tili luettelosta.',
    desktop_only: 'Tämä toimii vain työpöytäsovelluksessa.',
    export_failed: 'Tiedostoa ei voitu kirjoittaa; valitse kansio, johon sinulla on kirjoitusoikeus, ja vie uudelleen.',
    export_too_large: 'Liian monta riviä vietäväksi kerralla; rajaa hakua tai päivämääriä.',
    file_total_over_balance:
      'Erät ovat yhteensä {{totalAmount, money}}, enemmän kuin tilillä {{account}} käytettävissä oleva {{availableAmount, money}}. Jokainen lähetetään, mutta erästä {{bulk}} (rivit {{firstLine}}–{{lastLine}}) alkaen maksut jäävät lähettämättä saldon puutteen vuoksi, ellei tilille tule rahaa ennen kuin pankki käsittelee ne. Lisää varoja tai lähetä vähemmän maksuja.',
    review_has_errors_one:
      'Aineistossa on virheitä {{count, number}} rivillä. Korjaa tai poista rivi ja tarkista sitten uudelleen.',
    review_has_errors_other:
      'Aineistossa on virheitä {{count, number}} rivillä. Korjaa tai poista rivit ja tarkista sitten uudelleen.',
    bulk_over_balance:
      'Erä {{bulk}} (rivit {{firstLine}}–{{lastLine}}) on yhteensä {{totalAmount, money}}, enemmän kuin tilillä {{account}} käytettävissä oleva {{availableAmount, money}}; pankki hylkäisi sen. Lisää varoja tai poista maksuja ja tarkista sitten uudelleen.',
    sheet_unknown:
      'Työkirjassa ei ole taulukkoa ”{{sheet}}”; sen taulukot ovat {{sheets}}. Valitse yksi nimen tai numeron mukaan.',
    spreadsheet_ods:
      'Tämä on OpenDocument-laskentataulukko (.ods), jota Bulkpay ei lue. Avaa se LibreOffice Calcissa tai Excelissä, tallenna se Excel- (.xlsx) tai CSV-muodossa ja valitse se tiedosto.',
    spreadsheet_unreadable:
      'Laskentataulukkoa ei voi lukea: se voi olla vioittunut, siinä ei ole taulukkoa tai se on liian suuri (yli 20 Mt, 200 000 riviä tai 200 saraketta). Tallenna se uudelleen .xlsx- tai CSV-muodossa tai jaa se pienempiin tiedostoihin.',
    file_unreadable: 'Tiedostoa ei voi lukea; valitse se uudelleen.',
    forbidden: 'Tämä pyyntö ei ole sallittu.',
    insufficient_balance: 'Tilin käytettävissä oleva saldo ei riitä tähän erään.',
    internal:
      'Bulkpayn sisällä tapahtui virhe ({{reason}}); yritä uudelleen ja käynnistä sovellus uudelleen, jos virhe toistuu.',
    invalid_request: 'Pyyntö ei ollut kelvollinen; lataa näkymä uudelleen ja yritä uudelleen.',
    key_certificate_mismatch: 'Yksityinen avain ei kuulu tähän varmenteeseen; valitse yhteensopiva pari.',
    key_damaged: 'Tallennettu avain on vioittunut; tuo avaintiedosto uudelleen asetuksissa.',
    key_file_not_picked: 'Avaintiedostoa ei valittu; valitse se uudelleen.',
    key_file_too_large:
      '{{file}} on {{size}} kt, liian suuri avaimeksi tai varmenteeksi (enintään {{max}} kt); valitse avain-, varmenne- tai .p12/.pfx-tiedosto.',
    key_file_unreadable:
      'Tiedostoa {{file}} ei voi lukea ({{reason}}): jos se on siirretty, valitse se uudesta paikasta; jos sinulla ei ole lukuoikeutta, kopioi se paikkaan, josta voit lukea, ja valitse kopio.',
    key_missing: 'Tälle profiilille ei ole tallennettu avainta; tuo avaintiedosto asetuksissa.',
    key_not_rsa: 'Avain ei ole RSA-avain; pankki vaatii RSA QSEAL -avaimen.',
    key_too_small:
      'Yksityisavaimessa on {{bits}} bittiä; pankki vaatii vähintään {{min}}. Luo uusi vähintään {{min}}-bittinen avain ja hanki sille varmenne.',
    key_unreadable:
      'Tiedoston {{file}} yksityisavainta ei voi lukea; vie se uudelleen PEM-muodossa (PKCS#1 tai PKCS#8).',
    keychain_unavailable: 'Tietokoneen avainnippu ei ole käytettävissä; avaa tai asenna se ja yritä uudelleen.',
    missing_settings: 'Pankkiasetuksia puuttuu; aseta ne ja yritä uudelleen.',
    no_active_profile: 'Mikään pankkiprofiili ei ole käytössä; valitse profiili asetuksissa.',
    no_application: 'Tällä profiililla ei vielä ole pankkisovellusta; viimeistele käyttöönotto asetuksissa.',
    no_certificate: 'Tälle profiilille ei ole tallennettu varmennetta; tuo se asetuksissa.',
    no_private_key: 'Tiedostossa ei ole yksityistä avainta; valitse avaintiedosto.',
    no_signing_key: 'Pankkiprofiililla ”{{name}}” ei ole vielä QSEAL-avainta; tuo se asetuksissa.',
    not_found: 'Ei löytynyt; se on ehkä poistettu.',
    not_onboarded:
      'Pankkiprofiililla ”{{name}}” ei ole vielä hyväksyttyä sovellusta; viimeistele rekisteröityminen asetuksissa.',
    not_signed_in: 'Et ole kirjautunut pankkiin; kirjaudu ja yritä uudelleen.',
    offline: 'Pankkiin ei saada yhteyttä; tarkista yhteys ja yritä uudelleen.',
    onboarding_login_required: 'Kirjaudu ensin pankin kehittäjäportaaliin ja jatka sitten käyttöönottoa.',
    open_file_unreadable: 'Bulkpay ei voinut avata tiedostoa {{file}}; avaa se uudelleen tuontinäkymästä.',
    passphrase_required: 'Tiedoston {{file}} avain on suojattu; anna sen tunnuslause tai salasana ja yritä uudelleen.',
    payment_not_found: 'Tätä maksua ei ole tämän tietokoneen historiassa.',
    plan_changed: 'Maksut muuttuivat tarkistuksen jälkeen; tarkista ne uudelleen ennen lähettämistä.',
    profile_not_found: 'Tätä pankkiprofiilia ei enää ole; valitse toinen.',
    psu_signed_out: 'Pankkiistunto päättyi; kirjaudu uudelleen.',
    resend_blocked: 'Näitä maksamattomia maksuja lähetetään jo uudelleen; odota sen erän tulosta.',
    reveal_failed: 'Kansiota {{path}} ei voitu avata tiedostonhallinnassa ({{reason}}); avaa kansio itse.',
    several_private_keys: 'Tiedostossa on useita yksityisiä avaimia; valitse tiedosto, jossa on täsmälleen yksi.',
    template_not_saved: 'Sarakkeiden valintaa ei voitu tallentaa; yritä uudelleen.',
    transaction_not_found:
      'Pankilla ei ole tällä tilillä tapahtumaa {{id}}; se voi olla yli vuoden vanha tai kuulua toiselle tilille. Lataa luettelo uudelleen.',
    unknown_channel: 'Bulkpayn ikkuna ja ydin eivät ole samaa versiota; käynnistä Bulkpay uudelleen.',
    use_renewal:
      'Profiilin ”{{name}}” avain on rekisteröity pankkiin (sovellus {{application}}); vaihda avain tai varmenne asetusten kohdassa Varmenteen uusiminen.',
    upload_out_of_order: 'Tarkistettavat rivit saapuivat väärässä järjestyksessä; tarkista uudelleen.',
    upload_unknown: 'Kaikkia tarkistettavia rivejä ei vastaanotettu; tarkista uudelleen.',
    warnings_not_checked: 'Lue ja hyväksy varoitukset ennen lähettämistä.',
    wrong_passphrase: 'Tunnuslause ei avaa tiedostoa {{file}}; tarkista se ja yritä uudelleen.',
    paying_account_missing: 'Valitse tili, jolta maksu maksetaan.',
    single_currency_mismatch:
      'Valitun tilin valuutta on {{accountCurrency}}, ja yksittäinen maksu maksetaan tilin valuutassa. Valitse {{currency}}-tili tai vaihda valuutaksi {{accountCurrency}}.',
    pain001_execution_date_no_such_day:
      'Tiedosto pyytää maksupäiväksi {{date}} (ReqdExctnDt), mutta sellaista päivää ei ole; tiedosto on ehkä tehty tai muokattu käsin: tarkista sen päivämäärät tai vie se uudelleen.',
    date_no_such_day:
      'Päivää {{value}} ei ole kalenterissa: vuoden {{year}} kuukaudessa {{month}} on {{days}} päivää; tarkista päivä.',
    date_no_such_month:
      'Päivää {{value}} ei ole kalenterissa: kuukautta {{month}} ei ole (kuukaudet ovat 1–12); tarkista kuukausi.',
    due_date_invalid: '”{{value}}” ei ole päivämäärä; kirjoita se muodossa VVVV-KK-PP, esim. {{today}}.',
    due_date_past: 'Eräpäivä {{value}} on menneisyydessä; käytä tätä päivää ({{today}}) tai myöhempää.',
    account_archived: 'Tili {{name}} on arkistoitu eikä sillä voi maksaa; valitse toinen tili.',
    single_payment_invalid_one: 'Maksua ei lähetetty: yksi kenttä on korjattava; katso viesti sen vieressä.',
    single_payment_invalid_other:
      'Maksua ei lähetetty: {{count, number}} kenttää on korjattava; katso viesti kunkin vieressä.',
    invalid_iban: '”{{value}}” ei ole kelvollinen IBAN; anna tilinumero laskun mukaisena.',
    not_blocked: '{{iban}} ei ole estetty maksunsaajarekisterissä.',
    payee_csv_columns:
      'Saajatiedostossa pitää olla otsikkorivi, jossa on vähintään sarakkeet name ja iban (löytyi: {{found}}).',
    payee_csv_rows: 'Mitään ei tuotu; korjaa nämä rivit ja tuo uudelleen: {{problems}}.',
    team_admin_release_needed:
      'Tämä ajo ylittää valmistelijansa rajan, jonka tiimin ylläpitäjä on asettanut: ylläpitäjän on vapautettava se.',
    team_second_approver_needed:
      'Olet jo hyväksynyt tämän ajon: sen summa vaatii toisen hyväksyjän, joten jonkun muun (ei valmistelijan) on vapautettava se.',
    payee_trust_not_allowed:
      'Vain hyväksyjät ja ylläpitäjät voivat luottaa saajaan, estää sen tai poistaa eston tiimin saajarekisterissä; pyydä jotakuta heistä tekemään se.',
    released_payee_blocked:
      'Hyväksyttyä ajoa {{file}} ei lähetetty: {{name}} ({{iban}}) estettiin tiimin saajarekisterissä ajon hyväksymisen jälkeen, estäjä {{by}}, {{on}}. Mitään ei lähetetty. Jos esto on aiheellinen, palauta ajo sen valmistelijalle maksun poistamiseksi; jos esto oli virhe, hyväksyjä poistaa tilin eston Maksunsaajat-näkymässä ja ajo lähetetään uudelleen.',
    released_payee_blocked_now:
      'Hyväksyttyä ajoa {{file}} ei lähetetty: {{name}} ({{iban}}) on estetty tiimin saajarekisterissä. Mitään ei lähetetty. Jos esto on aiheellinen, palauta ajo sen valmistelijalle maksun poistamiseksi; jos esto oli virhe, hyväksyjä poistaa tilin eston Maksunsaajat-näkymässä ja ajo lähetetään uudelleen.',
    released_payee_blocked_noted:
      'Hyväksyttyä ajoa {{file}} ei lähetetty: {{name}} ({{iban}}) estettiin tiimin saajarekisterissä ajon hyväksymisen jälkeen, estäjä {{by}}, {{on}} (”{{note}}”). Mitään ei lähetetty. Jos esto on aiheellinen, palauta ajo sen valmistelijalle maksun poistamiseksi; jos esto oli virhe, hyväksyjä poistaa tilin eston Maksunsaajat-näkymässä ja ajo lähetetään uudelleen.',
    team_run_payees_incomplete:
      'Tiimin tietokanta hylkäsi ajon: siinä pitää olla jokaisen maksun tili (IBAN). Tarkista tiedosto uudelleen ja lähetä se ajantasaisesta Bulkpaysta.',
    bank_says: 'Pankki ilmoittaa: {{message}}',
    file_unreadable_not_pem:
      'Tiedostossa {{file}} ei ole yksityisavainta eikä varmennetta PEM-muodossa, eikä se ole PKCS#12-tiedosto (.p12/.pfx).',
    file_unreadable_pkcs12: 'Tiedostoa {{file}} ei voi lukea PKCS#12-muodossa; vie se uudelleen.',
    key_not_rsa_file:
      'Tiedoston {{file}} yksityisavain ei ole RSA-avain; pankki hyväksyy vain RSA-avaimia (rsa-sha256).',
    key_not_rsa_type: 'Yksityisavain on {{type}}-avain; pankki hyväksyy vain RSA-avaimia (rsa-sha256).',
    certificate_expired_import:
      'Varmenne vanheni {{date}}; uusi se luottamuspalvelun tarjoajasi kautta ja tuo uusi varmenne.',
    certificate_expired_profile:
      'Profiilin ”{{name}}” QSEAL-varmenne vanheni {{date}}, joten pankki hylkäisi jokaisen pyynnön. Uusi se kohdassa Asetukset → Varmenteen uusiminen.',
    inbox_folder_not_absolute: '{{folder}} ei ole täydellinen polku; valitse kansio levyn tai juurihakemiston alta.',
    inbox_folder_missing: 'Kansiota {{folder}} ei ole; luo se ensin tai valitse toinen.',
    inbox_folder_not_writable: 'Bulkpay ei saa kirjoittaa kansioon {{folder}}; valitse kansio, johon voit kirjoittaa.',
    outbox_folder_not_absolute: '{{folder}} ei ole täydellinen polku; valitse kansio levyn tai juurihakemiston alta.',
    outbox_folder_missing: 'Kansiota {{folder}} ei ole; luo se ensin tai valitse toinen.',
    outbox_folder_not_writable: 'Bulkpay ei saa kirjoittaa kansioon {{folder}}; valitse kansio, johon voit kirjoittaa.',
    statement_period_invalid:
      'Ajanjakso {{from}}–{{to}} ei kelpaa; anna molemmat päivämäärät muodossa VVVV-KK-PP, alku ennen loppua.',
    statement_period_future: 'Ajanjakso päättyy {{to}}, tämän päivän ({{today}}) jälkeen; päätä se tänään tai aiemmin.',
    statement_period_too_old:
      'Pankki näyttää vain viimeisten 365 päivän tapahtumat ({{oldest}} alkaen); valitse ajanjakso, joka päättyy sen jälkeen.',
    warnings_not_checked_one:
      '{{count, number}} varoitus (mahdollinen kaksoismaksu tai jo lähetetty maksu) vaatii ”Olen tarkistanut” ennen lähettämistä.',
    warnings_not_checked_other:
      '{{count, number}} varoitusta (mahdollisia kaksoismaksuja tai jo lähetettyjä maksuja) vaatii ”Olen tarkistanut” ennen lähettämistä.',
    export_too_large_transactions:
      'Tilillä on liian monta tapahtumaa vietäväksi kerralla; suodata tilan tai päivämäärien mukaan.',
    payment_gone_not_confirmed:
      'Pankki ei enää tunne tätä maksua, joten sitä ei vahvistettu eikä rahaa siirry. Luo maksu uudelleen.',
    payment_confirmed_state_unknown:
      'Maksu vahvistettiin, mutta sen tilaa ei juuri nyt voitu lukea. Bulkpay tarkistaa sitä edelleen ja näyttää tuloksen tässä.',
    payment_not_at_bank: 'Pankilla ei ole tällaista maksua tällä tilillä. Tarkista tili tai luo maksu uudelleen.',
  },
  settingsPanels: {
    characterSet: 'Merkit, jotka tämä pankki hyväksyy',
    characterSetHint:
      'Nimistä ja viitteistä, joissa on muita merkkejä, varoitetaan ennen lähettämistä. Kysy pankilta, mitkä se hyväksyy; jos et ole varma, pidä tiukka merkistö.',
    characterSets: {
      epc_basic: "Tiukka EPC:n latinalainen perusmerkistö (A–Z, a–z, 0–9 ja / - ? : ( ) . , ' +)",
      latin_letters: 'Latinalaiset kirjaimet, myös ä ö ü å é ß …',
    },
    editProfileForm: 'Muokkaa pankkiprofiilia',
    profileSaved: 'Profiili tallennettu.',
    profileAdded: 'Profiili lisätty. Seuraavaksi: tuo sen QSEAL-avain.',
    editProfile: 'Muokkaa: {{name}}',
    profileName: 'Profiilin nimi',
    profileNameHint: 'Esimerkiksi pankin nimi ja ”tuotanto”.',
    baseUrl: 'Pankin osoite (base_url)',
    baseUrlHint: 'Rekisteröitymisen, suostumuksen ja tilien polut pankin dokumentaatiosta.',
    bulkBaseUrl: 'Erien osoite (bulk_base_url)',
    bulkBaseUrlHint: 'Erien /api/v2/-osoite pankin dokumentaatiosta.',
    save: 'Tallenna',
    addProfileButton: 'Lisää profiili',
    cancel: 'Peruuta',
    demoBadge: 'DEMO · ei oikeaa rahaa',
    active: 'Käytössä',
    notOnboarded: 'Ei rekisteröity',
    bytes_one: '{{count, number}} tavu',
    bytes_other: '{{count, number}} tavua',
    kilobytes: '{{size, number}} kt',
    keyFiles: 'Avain- ja varmennetiedostot',
    chosenFiles: 'Valitut tiedostot',
    chooseOtherFiles: 'Valitse muut tiedostot…',
    chooseKeyFiles: 'Valitse avain- ja varmennetiedostot…',
    passphrase: 'Tunnuslause tai PKCS#12-salasana (jos avain on suojattu)',
    noKey: 'Ei avainta',
    certificateExpired: 'Varmenne vanhentunut',
    expiresInDays_one: 'Vanhenee {{count, number}} päivän kuluttua',
    expiresInDays_other: 'Vanhenee {{count, number}} päivän kuluttua',
    notValidYet: 'Ei vielä voimassa',
    certificateValid: 'Varmenne voimassa',
    expiredWarning:
      'Profiilin ”{{name}}” QSEAL-varmenne vanheni {{date}}. Maksut tämän profiilin kautta on estetty, kunnes uusit sen (Varmenteen uusiminen alla).',
    expiringWarning_one:
      'Profiilin ”{{name}}” QSEAL-varmenne vanhenee {{date}} ({{count, number}} päivä). Tilaa uusi luottamuspalvelun tarjoajaltasi ja uusi se alla ennen sitä.',
    expiringWarning_other:
      'Profiilin ”{{name}}” QSEAL-varmenne vanhenee {{date}} ({{count, number}} päivää). Tilaa uusi luottamuspalvelun tarjoajaltasi ja uusi se alla ennen sitä.',
    subject: 'Haltija',
    issuer: 'Myöntäjä',
    organisationIdentifier: 'Organisaation tunniste',
    noneInCertificate: '(ei varmenteessa)',
    serialNumber: 'Sarjanumero',
    validFrom: 'Voimassa alkaen',
    validUntil: 'Voimassa asti',
    key: 'Avain',
    rsaBits: 'RSA {{bits}} bittiä',
    fingerprint: 'SHA-256-sormenjälki',
    certificateHeading: 'QSEAL-avain ja -varmenne',
    noKeyYet:
      'Avainta ei vielä ole. Tuo luottamuspalvelun tarjoajasi myöntämä QSEAL-yksityisavain ja -varmenne. Avain säilytetään tämän tietokoneen avainnipussa eikä sitä näytetä enää koskaan.',
    awaitingCertificate:
      'Täällä luotu avain odottaa varmennettaan: tuo pelkkä varmennetiedosto, kun luottamuspalvelun tarjoajasi lähettää sen.',
    demoKey: 'Demopankin avain asennetaan automaattisesti.',
    keyRegistered: 'Tämä avain on rekisteröity pankkiin. Vaihda avain tai varmenne alla kohdassa Varmenteen uusiminen.',
    replaceKey: 'Vaihda avain',
    importKey: 'Tuo avain ja varmenne',
    checkAndImport: 'Tarkista ja tuo',
    checking: 'Tarkistetaan…',
    importHint:
      'Valitse avaintiedosto ja varmennetiedosto (PEM), yksi molemmat sisältävä PEM tai yksi .p12/.pfx-tiedosto. Avaimen on oltava vähintään 2048-bittinen RSA-avain.',
    keyImported: 'Avain ja varmenne tuotu avainnippuun.',
    csrNoKey: 'Eikö avainta vielä ole? Luo avain ja varmennepyyntö',
    csrRenewing: 'Uusitko uudella avaimella? Luo avain ja varmennepyyntö',
    csrDifferent: 'Tarvitsetko toisen avaimen? Luo avain ja varmennepyyntö',
    csrIntro:
      'Bulkpay luo yksityisavaimen tämän tietokoneen avainnippuun ja antaa sinulle varmennepyynnön (CSR), jonka lähetät hyväksytylle luottamuspalvelun tarjoajalle. Kun varmenne saapuu, tuo se yllä tai, kun profiili on rekisteröity, kohdassa Varmenteen uusiminen.',
    csrDone: 'Avain luotu ja tallennettu avainnippuun. Lähetä pyyntö luottamuspalvelun tarjoajallesi.',
    country: 'Maa (kaksi kirjainta)',
    organisationName: 'Organisaation nimi',
    organisationIdentifierPsd2: 'Organisaation tunniste (PSD2-toimilupanumero)',
    organisationIdentifierHint:
      'Esimerkiksi PSDFI-FINFSA-1234567-8; luottamuspalvelun tarjoajasi kertoo tarkan muodon.',
    commonName: 'Yleinen nimi (CN)',
    keySize: 'Avaimen pituus',
    rsaBitsOnly: '{{bits}} bittiä',
    recommendedBits: '{{bits}} bittiä (suositus)',
    generating: 'Luodaan avainta…',
    generate: 'Luo avain ja pyyntö',
    csrText: 'Varmennepyyntö (julkinen; turvallinen lähettää)',
    saveAsFile: 'Tallenna tiedostoksi',
    renewal: 'Varmenteen uusiminen',
    renewalIntro:
      'Kun luottamuspalvelun tarjoajasi myöntää uuden QSEAL-varmenteen, rekisteröi se tässä. Nykyinen avain allekirjoittaa, kunnes pankki vahvistaa uuden varmenteen; sitten Bulkpay vaihtaa siihen heti.',
    renew: 'Tarkista ja uusi pankissa',
    renewing: 'Uusitaan…',
    renewalHint:
      'Valitse uusi varmenne ja lisäksi uusi avaintiedosto, jos avain vaihtui (tai yksi .p12/.pfx). Täällä luodun avaimen varmenne ei tarvitse avaintiedostoa.',
    renewed: 'Varmenne uusittu: pankki vahvisti sen, ja Bulkpay allekirjoittaa nyt sillä.',
    renewLoginHint: 'Kirjaudu yllä kohdassa Pankkirekisteröityminen ja uusi sitten uudelleen.',
    dataFolder: 'Tietokansio',
    dataFolderIn: 'Maksuhistoria, lokit ja sinetöidyt avaintiedostot ovat kansiossa',
    dataFolderKeys:
      'Yksityisavaimet ja asiakassalaisuudet ovat järjestelmän avainnipussa, eivät koskaan luettavassa muodossa tässä kansiossa.',
    showDataFolder: 'Näytä tietokansio',
    bannerExpired: 'Profiilin ”{{name}}” QSEAL-varmenne vanheni {{date}}: maksut on estetty, kunnes se uusitaan.',
    bannerExpiring_one: 'Profiilin ”{{name}}” QSEAL-varmenne vanhenee {{date}} ({{count, number}} päivä jäljellä).',
    bannerExpiring_other: 'Profiilin ”{{name}}” QSEAL-varmenne vanhenee {{date}} ({{count, number}} päivää jäljellä).',
    renewInSettings: 'Uusi asetuksissa',
    demoRestored: 'Demopankki lisätty takaisin.',
    restoreDemo: 'Lisää demopankki takaisin',
    demoToolsTitle: 'Kokeile demopankissa',
    demoToolsText:
      'Ei oikeaa rahaa: lisää varoja demotilille kokeillaksesi suurta palkka-ajoa, tai aloita demo alusta.',
    demoAccount: 'Demotili',
    demoAmount: 'Lisättävä summa',
    demoAddFunds: 'Lisää varoja',
    demoFundsAdded: '{{amount}} lisätty tilille {{account}}.',
    demoAmountProblem: 'Kirjoita nollaa suurempi summa, esimerkiksi {{example}}.',
    demoReset: 'Palauta demopankki alkuun',
    demoResetConfirm:
      'Palautetaanko demopankki ensimmäiseen päiväänsä? Saldot palaavat alkuun, sen erät ja tapahtumat unohdetaan ja kirjaudut uudelleen. Tämän tietokoneen historia säilyy.',
    demoResetDone: 'Demopankki on palautettu ensimmäiseen päiväänsä. Kirjaudu uudelleen Tilit-näkymässä.',
    noProfile: 'Ei pankkiprofiilia',
    noProfileAction:
      'Lisää pankkiprofiili pankkisi antamilla osoitteilla, tuo sitten QSEAL-avaimesi ja tee rekisteröityminen.',
    activated: 'Maksut kulkevat nyt profiilin {{name}} kautta.',
    confirmRemoveDemo: 'Poistetaanko demopankki? Tätä ei voi perua.',
    confirmRemove: 'Poistetaanko ”{{name}}” ja sen avain ja asiakassalaisuus avainnipusta? Tätä ei voi perua.',
    profileRemoved: 'Profiili poistettu.',
    approvedToast: 'Pankki hyväksyi sovelluksen: asiakastunnus ja -salaisuus tallennettu.',
    onboarding: 'Pankkirekisteröityminen',
    approvedClientId: 'Hyväksytty · asiakastunnus {{id}}',
    notApprovedYet: 'Ei vielä hyväksytty',
    demoApplication: 'Demopankin sovellus hyväksytään ja asennetaan automaattisesti.',
    certificateFirst: 'Tuo ensin QSEAL-avain ja -varmenne: pankki rekisteröi sovelluksen varmenteen kanssa.',
    onboardingAccount: 'Rekisteröitymistili',
    loggedInAs: 'Kirjautuneena käyttäjänä {{email}} klo {{time}} asti.',
    logOut: 'Kirjaudu ulos',
    loginEnded:
      'Rekisteröitymiskirjautumisesi päättyi (pankki sallii 5 minuuttia). Jatka antamalla salasana uudelleen.',
    application: 'Sovellus',
    applicationRegistered: 'Sovellus rekisteröity pankkiin. Se odottaa nyt pankin hyväksyntää.',
    showApplications: 'Näytä sovellukseni',
    applicationLinked: 'Sovellus liitetty tähän profiiliin.',
    approval: 'Hyväksyntä',
    approvedStored:
      'Hyväksytty. Asiakastunnus ja -salaisuus on tallennettu (salaisuus avainnippuun); maksut voidaan allekirjoittaa.',
    waitingApproval: 'Odotetaan, että pankki hyväksyy sovelluksen {{id}}.',
    approvedShort: 'Hyväksytty: asiakastunnus ja -salaisuus tallennettu.',
    notApprovedRefresh: 'Ei vielä hyväksytty. Päivitä myöhemmin uudelleen.',
    refreshApproval: 'Päivitä hyväksyntä',
    afterRegistered: 'Kun sovellus on rekisteröity, palaa tänne päivittämään, kunnes pankki hyväksyy sen.',
    accountCreated: 'Rekisteröitymistili luotu.',
    signupForm: 'Rekisteröidy',
    loginForm: 'Kirjaudu rekisteröitymiseen',
    newToBank: 'Uusi tässä pankissa: rekisteröidy',
    haveAccount: 'Minulla on rekisteröitymistili: kirjaudu',
    onboardingEmail: 'Rekisteröitymisen sähköposti',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    onboardingPassword: 'Rekisteröitymisen salasana',
    passwordHintSignup: 'Vähintään 8 merkkiä. Bulkpay ei tallenna sitä.',
    passwordHintLogin: 'Bulkpay ei tallenna sitä; kirjautuminen kestää 5 minuuttia.',
    signupAndLogin: 'Rekisteröidy ja kirjaudu',
    logIn: 'Kirjaudu',
    registerForm: 'Rekisteröi sovellus',
    organisationUrl: 'Organisaation verkko-osoite',
    registering: 'Rekisteröidään…',
    register: 'Rekisteröi sovellus varmenteella',
    noApplications: 'Tällä rekisteröitymistilillä ei ole vielä sovelluksia.',
    applicationsCaption: 'Rekisteröitymistilin sovellukset',
    organisation: 'Organisaatio',
    approved: 'Hyväksytty',
    waitingForApproval: 'Odottaa hyväksyntää',
    usedByProfile: 'Tämän profiilin käytössä',
    useForProfile: 'Käytä tässä profiilissa',
    demoName: 'Demopankki (testiympäristö, ei oikeaa rahaa)',
  },
  accountsScreens: {
    account: 'Tili',
    ibanOrUk: 'IBAN / UK-tilinumero',
    sortCode: 'Sort code {{sortCode}} · Tili {{account}}',
    available: 'Käytettävissä',
    booked: 'Kirjattu',
    blocked: 'Varattu',
    feesPayable: 'Maksettavat kulut',
    state: 'Tila',
    accountState: {
      active: 'Käytössä',
    },
    noAccounts: 'Ei tilejä',
    noAccountsAction: 'Pankki ei palauttanut tälle asiakkaalle yhtään tiliä.',
    archivedCount: 'Arkistoidut tilit ({{count, number}})',
    archived: 'Arkistoidut tilit',
    chooseAccount: 'Valitse tili nähdäksesi sen tapahtumat.',
    sessionEnded: 'Pankkiistuntosi on päättynyt.',
    waitingFor: 'Odottaa: {{actions}}.',
    signInAgain: 'Kirjaudu uudelleen',
    waitingToContinue: 'Jatkoa odottaa: {{actions}}.',
    cancelWaiting: 'Peruuta odottavat toiminnot',
    afterApproval: 'Hyväksynnän jälkeen Bulkpay jatkaa: {{actions}}.',
    executed: 'Toteutettu',
    e2e: 'E2E {{id}}',
    filterTransactions: 'Suodata tapahtumia',
    show: 'Näytä',
    all: 'Kaikki',
    paid: 'Maksettu',
    scheduled: 'Ajastettu',
    direction: 'Suunta',
    inAndOut: 'Tulevat ja lähtevät',
    incoming: 'Tulevat',
    outgoing: 'Lähtevät',
    from: 'Alkaen',
    to: 'Asti',
    exported: 'Viety: {{file}}.',
    noMatching: 'Näihin suodattimiin ei osu tapahtumia viimeisen vuoden ajalta.',
    noTransactions: 'Ei tapahtumia viimeisen vuoden ajalta.',
    bookedExecuted: 'Kirjattu / toteutettu',
    counterpartyReference: 'Vastapuoli ja viite',
    amount: 'Summa',
    transaction: 'Tapahtuma',
    closeTransaction: 'Sulje tapahtuma',
    close: 'Sulje',
    counterparty: 'Vastapuoli',
    debtor: 'Maksaja',
    creditor: 'Saaja',
    bookingDate: 'Kirjauspäivä',
    dueDate: 'Eräpäivä',
    message: 'Viesti',
    reference: 'Viite',
    endToEndId: 'End-to-end-tunnus',
    method: 'Tapa',
    description: 'Kuvaus',
    transactionId: 'Tapahtuman tunnus',
    unknown: 'ei tiedossa',
    bankState: {
      unverified: 'Odottaa hyväksyntää',
      verified: 'Hyväksytty, ei vielä maksettu',
      paid: 'Maksettu',
      notenoughbalance: 'Ei lähetetty: saldo ei riitä',
      cancelled: 'Peruttu',
      scheduled: 'Ajastettu',
      other: 'Muu ({{state}})',
    },
    newPayment: 'Uusi yksittäinen maksu',
    payFrom: 'Maksetaan tililtä',
    accountOption: '{{name}} · {{iban}} · käytettävissä {{available}}',
    receiverName: 'Saajan nimi',
    bicOptional: 'BIC (valinnainen)',
    currency: 'Valuutta',
    messageToReceiver: 'Viesti saajalle',
    endToEndIdOptional: 'End-to-end-tunnus (valinnainen)',
    creating: 'Luodaan…',
    createPayment: 'Luo maksu',
    receiver: 'Saaja',
    createdNotConfirmed: 'Luotu, ei vahvistettu',
    checkAndConfirm: 'Tarkista ja vahvista maksu',
    paymentFinished: 'Maksu valmis',
    paymentOnItsWay: 'Maksu on matkalla',
    confirmIntro:
      'Pankki on luonut tämän maksun, mutta maksaa sen vasta, kun vahvistat. Vahvistus käynnistää hyväksynnän puhelimessasi.',
    approveOnPhone: 'Hyväksy maksu puhelimessasi. Bulkpay seuraa sen tilaa, kunnes se on maksettu tai epäonnistuu.',
    paymentProgress: 'Maksun eteneminen',
    outcome: {
      paid: 'Maksu on maksettu.',
      notenoughbalance:
        'Tilillä ei ollut riittävästi saldoa, joten maksua ei maksettu. Lisää varoja tai valitse toinen tili ja luo maksu uudelleen.',
      cancelled: 'Maksu peruttiin pankissa, eikä sitä maksettu.',
    },
    confirming: 'Vahvistetaan…',
    confirmPayment: 'Vahvista maksu',
    newPaymentButton: 'Uusi maksu',
    discard: 'Hylkää',
    action: {
      loadingAccounts: 'Tilien lataus',
      loadingTransactions: 'Tapahtumien lataus',
      loadingTransaction: 'Tapahtuman lataus',
      checkingAccount: 'Maksajan tilin tarkistus',
      creatingPayment: 'Maksun luonti',
      confirmingPayment: 'Maksun vahvistus',
      checkingPayment: 'Maksun tilan tarkistus',
      sendingBulk: 'Erän lähetys',
      checkingBulk: 'Erän tilan tarkistus',
      resendingBulks: 'Vahvistamattomien erien uudelleenlähetys',
    },
  },
  payees: {
    title: 'Maksunsaajat',
    introTeam:
      'Kaikki saajat, joille tiimi on maksanut miltä tahansa koneelta, ja tilit, joille heille on maksettu: tiimin saajarekisteri. Maksut tarkistetaan sitä vasten ennen hyväksymistä ja lähettämistä: muuttunut tili, uusi saaja, toisella nimellä maksettu tili ja poikkeava summa näytetään rivillään; estetty tili pysäyttää maksun.',
    teamJudgesOnly:
      'Vain hyväksyjät ja ylläpitäjät voivat luottaa tiliin, estää sen tai poistaa eston tiimin saajarekisterissä; pyydä jotakuta heistä. Voit lisätä saajia ja huomautuksia tuomalla saajatiedoston.',
    intro:
      'Kaikki tältä koneelta maksetut saajat ja tilit, joille heille on maksettu. Maksut tarkistetaan tätä luetteloa vasten ennen lähettämistä: muuttunut tili, uusi saaja, toisella nimellä maksettu tili ja poikkeava summa näytetään rivillään; estetty tili pysäyttää maksun.',
    search: 'Hae nimellä tai IBANilla',
    filter: 'Näytä',
    all: 'Kaikki',
    export: 'Vie CSV',
    importCsv: 'Tuo CSV',
    none: 'Ei vielä saajia: luettelo täyttyy, kun maksuja lähetetään.',
    noneMatch: 'Yksikään saaja ei vastaa hakua.',
    name: 'Saaja',
    iban: 'IBAN',
    state: 'Luottamus',
    count: 'Maksuja',
    lastPaid: 'Viimeksi maksettu',
    note: 'Huomio',
    actions: 'Toiminnot',
    accountOnly: '(vain tili)',
    wasBlocked: 'oli estetty',
    payments: 'Maksut',
    trustAction: 'Luota',
    blockAction: 'Estä…',
    unblockAction: 'Poista esto',
    reason: 'Eston syy',
    blockConfirm: 'Estä {{iban}}',
    recent: '$t(counts.payments, {"count": {{count}} }); viimeisimmät summat:',
    trusted: '{{iban}} on luotettu.',
    blocked: '{{iban}} on estetty: sille menevät maksut pysäytetään.',
    unblocked: '{{iban}} ei ole enää estetty.',
    imported: 'Tuotiin $t(counts.rows, {"count": {{count}} }).',
    trust: {
      new: 'Uusi',
      known: 'Tuttu',
      trusted: 'Luotettu',
      blocked: 'Estetty',
    },
  },
  validateText: {
    summary_one:
      '{{file}}: {{count, number}} maksu, $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    summary_other:
      '{{file}}: {{count, number}} maksua, $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    withBom: '{{encoding}} ja BOM',
    csvFormat: 'CSV, erotin "{{delimiter}}", desimaalit {{decimal}}',
    encoding: 'Merkistö {{encoding}}: {{reason}}.',
    encodingReason: {
      bom: 'tiedosto alkaa tavujärjestysmerkillä (BOM)',
      utf16_zero_bytes: 'joka toinen tavu on nolla, kuten UTF-16-tekstissä',
      valid_utf8: 'jokainen tavu on kelvollista UTF-8:aa',
      mostly_utf8:
        'tiedosto on UTF-8:aa muutamaa virheellistä tavua lukuun ottamatta (jokaisella sellaisella rivillä on virhe)',
      not_utf8: 'tavut eivät ole UTF-8:aa, ja Windows-1252 on se, mitä Excel kirjoittaa Windowsissa Länsi-Euroopassa',
      chosen: 'valitsit sen',
    },
    sheetRead:
      'Luettu taulukko: “{{sheet}}” taulukoista {{sheets}}; valitse toinen valinnalla --sheet NIMI tai NUMERO.',
    debtorAccount: 'Tiedoston mukaan maksetaan tililtä {{iban}} (DbtrAcct): valitse se tili lähettäessäsi.',
    bulk_one: 'erä {{number}}: {{count, number}} maksu (rivi {{first}}), yhteensä {{total}}',
    bulk_other: 'erä {{number}}: {{count, number}} maksua (rivit {{first}}–{{last}}), yhteensä {{total}}',
    moreBulks: '… ja {{count, number}} erää lisää.',
    fileTotal: 'Tiedosto yhteensä: {{total}}',
    noAmounts: 'ei luettavia summia',
    eachBulkApproval: 'Jokainen erä hyväksytään erikseen puhelimella.',
    example: '(esim. “{{preview}}”)',
    moreIn: '… ja {{count, number}} lisää (kaikki tiedostossa {{file}})',
    moreListThem: '… ja {{count, number}} lisää (luettele kaikki valinnalla --all-problems TIEDOSTO)',
    errors:
      '$t(counts.errors, {"count": {{count}} }) {{rows, number}} rivillä, $t(counts.kinds, {"count": {{kinds}} }):',
    warnings: '$t(counts.warnings, {"count": {{count}} }):',
    notReady: 'Ei valmis lähetettäväksi: korjaa yllä olevat virheet.',
    ready: 'Ei virheitä: valmis lähetettäväksi.',
  },
  inboxWhy: {
    title: 'Bulkpay ei ottanut tiedostoa {{file}} ERP-saapuneista ({{at}}).',
    duplicate:
      'Miksi: sama tiedosto (sama sisältö) noudettiin jo {{at}} nimellä {{earlier}}; Bulkpay ottaa jokaisen tiedoston kerran, joten mitään ei makseta kahdesti.',
    duplicateTodo:
      'Mitä tehdä: ei mitään, jos ERP lähetti sen uudelleen vahingossa. Jos haluat maksaa nämä maksut uudelleen, tuo tiedosto itse Bulkpayn ikkunassa.',
    why: 'Miksi: {{reason}}',
    todo: 'Mitä tehdä: korjaa maksut ERP:ssä ja vie ne uudelleen saapuneiden kansioon. Tämä tiedosto jää tänne tiedoksi eikä sitä lueta uudelleen.',
  },
  cli: {
    profileCharacterSet: 'Pankkiprofiili "{{name}}": pankin hyväksymät merkit: {{set}}.',
    payeesNone: 'Rekisterissä ei ole vielä saajia; se täyttyy, kun maksuja lähetetään.',
    payeesHeading: 'Rekisterissä $t(counts.payeeAccounts, {"count": {{count}} })',
    payeeBlocked: '{{iban}} on estetty: sille menevät maksut hylätään ({{entries}} merkintää).',
    payeeTrusted: '{{iban}} on luotettu.',
    payeeUnblocked: '{{iban}} ei ole enää estetty.',
    payeesImported: 'Tuotiin $t(counts.rows, {"count": {{count}} }) maksunsaajarekisteriin.',
    payeesExported: 'Maksunsaajarekisteri ({{count, number}} riviä) kirjoitettiin tiedostoon {{file}}.',
    changedPayeesRefused_one:
      'bulkpay submit: mitään ei lähetetty: $t(counts.payments, {"count": {{count}} }) menee tilille, jolle saajalle ei ole koskaan maksettu (rivi {{lines}}). --accept-warnings ei kata muuttuneita tilitietoja. Varmista jokainen muutos saajalta puhelimitse ja lisää --confirm-changed-payees, tai luota ensin uuteen IBANiin: `bulkpay payees trust <IBAN>`.',
    changedPayeesRefused_other:
      'bulkpay submit: mitään ei lähetetty: $t(counts.payments, {"count": {{count}} }) menee tilille, jolle saajalle ei ole koskaan maksettu (rivit {{lines}}). --accept-warnings ei kata muuttuneita tilitietoja. Varmista jokainen muutos saajalta puhelimitse ja lisää --confirm-changed-payees, tai luota ensin uuteen IBANiin: `bulkpay payees trust <IBAN>`.',
    payeeTrust: {
      new: 'uusi',
      known: 'tuttu',
      trusted: 'luotettu',
      blocked: 'ESTETTY',
    },
    untilBankEnds: 'pankki päättää sen',
    usingSessionOf:
      'Käytetään aiemmin hyväksyttyä käyttäjän {{email}} pankkiistuntoa; se kestää {{until}} asti. `bulkpay logout` päättää sen.',
    usingSession:
      'Käytetään aiemmin hyväksyttyä pankkiistuntoa; se kestää {{until}} asti. `bulkpay logout` päättää sen.',
    askEmail: 'Pankin sähköposti:',
    askPassword: 'Pankin salasana:',
    noCredentials:
      'pankin sähköposti tai salasana puuttuu. Aseta BULKPAY_PSU_EMAIL ja BULKPAY_PSU_PASSWORD tai aja komento päätteessä, niin ne kysytään.',
    approveOnPhone:
      'Hyväksy kirjautuminen puhelimessasi. Tarkista, että siinä näkyy koodi {{code}}. Pyyntö vanhenee {{expires}}.',
    signInIncomplete: 'Kirjautuminen ei valmistunut.',
    signedInAs: 'Kirjauduttu käyttäjänä {{email}}; pankkiistunto kestää {{until}} asti.',
    sessionEnded: 'Pankkiistunto päättyi; kirjaudu uudelleen jatkaaksesi.',
    signedInUntil: 'Kirjautuneena {{until}} asti.',
    signedIn: 'Kirjauduttu.',
    nothingToForget:
      'Ei unohdettavaa: kun BULKPAY_BASE_URL on asetettu, Bulkpay ei säilytä istuntoa; tunniste on BULKPAY_TOKEN. Poista se lopettaaksesi sen käytön.',
    notSignedIn: 'Ei kirjautunut: pankkiistuntoa ei ollut tallessa.',
    signedOutOf:
      'Kirjauduttu ulos ({{email}}): pankkiistunto on unohdettu; seuraava komento pyytää uuden hyväksynnän puhelimessa.',
    signedOut: 'Kirjauduttu ulos: pankkiistunto on unohdettu; seuraava komento pyytää uuden hyväksynnän puhelimessa.',
    account: 'Tili',
    currency: 'Valuutta',
    available: 'Käytettävissä',
    booked: 'Kirjattu',
    blocked: 'Varattu',
    state: 'Tila',
    archivedAccount: '{{name}} (arkistoitu)',
    unknown: 'ei tiedossa',
    noSuchBulk: 'tämän tietokansion (BULKPAY_DATA_DIR) historiassa ei ole erää {{id}}.',
    noBulks: 'Historiassa ei ole vielä eriä.',
    bulkState: {
      sending: 'lähetetään',
      unknown: 'lopputulos ei tiedossa, yritetään yhä',
      pending_approval: 'odottaa hyväksyntää puhelimessa',
      processing: 'käsitellään',
      approved: 'hyväksytty',
      rejected: 'hylätty',
      not_accepted: 'pankki hylkäsi',
      not_sent: 'ei lähetetty',
      other: 'muu ({{state}})',
    },
    minutesLeft: '{{minutes}} min aikaa hyväksyä',
    lastConfirmedAt: 'pankin viimeksi vahvistama tila klo {{time}} UTC: {{state}}; se on voinut muuttua sen jälkeen',
    lastConfirmedBefore:
      'pankin viimeksi vahvistama tila ennen tätä ajoa (pankilta ei ole voitu kysyä sen jälkeen): {{state}}; se on voinut muuttua',
    bulkLine: 'erä {{sequence}} {{id}}: {{payments}} maksua, {{totals}}: {{state}}',
    bulkLineAgain: 'erä {{sequence}} (lähetetty uudelleen) {{id}}: {{payments}} maksua, {{totals}}: {{state}}',
    bulkChanged: 'erä {{sequence}} {{id}}: {{state}}',
    line: 'rivi {{line}}',
    paymentState: {
      pending: 'odottaa',
      paid: 'maksettu',
      notenoughbalance: 'ei lähetetty: saldo ei riittänyt',
      rejected: 'hylätty erän mukana',
      not_accepted: 'pankki hylkäsi',
      not_sent: 'ei lähetetty',
      scheduled: 'ajastettu',
    },
    importedInto: 'Tuotu profiiliin ”{{name}}”:',
    renewed: 'Uusittu: ”{{name}}” allekirjoittaa nyt uudella avaimella.',
    reviewLine:
      '{{file}}: $t(counts.payments, {"count": {{payments}} }) {{bulks}} erässä tililtä {{account}}, käytettävissä {{available}}',
    reviewBulk: 'erä {{bulk}}: {{payments}} maksua (rivit {{first}}–{{last}}), yhteensä {{totals}}',
    overBalance: 'enemmän kuin käytettävissä oleva saldo',
    errorsHeading: '$t(counts.errors, {"count": {{count}} }):',
    warningsHeading: '$t(counts.warnings, {"count": {{count}} }):',
    notSent: 'Ei lähetetty: {{reason}}',
    reviewOnly: 'Mitään ei lähetetty: vain tarkistus. Aja uudelleen valitsimella --yes lähettääksesi nämä erät.',
    reviewOnlyWarnings:
      'Mitään ei lähetetty: vain tarkistus. Aja uudelleen valitsimilla --yes --accept-warnings (kun olet tarkistanut yllä olevat varoitukset) lähettääksesi nämä erät.',
    waitingForBulks: 'Odotetaan hyväksyntää puhelimessa ja että pankki käsittelee jokaisen erän…',
  },
  team: {
    nav: {
      label: 'Tiimi',
      hint: 'Toisen henkilön hyväksyntää odottavat ajot ja tiimin viimeisimmät ajot',
    },
    banner: {
      title: 'Tiimin tietokantaan ei saada yhteyttä.',
      stillWorks: 'Mitään ei lähetetä ennen kuin yhteys palaa.',
    },
    role: {
      preparer: 'Valmistelija',
      approver: 'Hyväksyjä',
      admin: 'Ylläpitäjä',
      viewer: 'Katselija',
    },
    roleHint: {
      preparer: 'Valmistelet ajoja ja lähetät ne hyväksyttäviksi; joku toinen hyväksyy ne.',
      approver: 'Hyväksyt tai palautat muiden valmistelemia ajoja ja voit lähettää hyväksytyt ajot.',
      admin: 'Hallinnoit tiimin jäseniä ja rooleja ja voit valmistella, hyväksyä ja lähettää ajoja.',
      viewer: 'Näet tiimin ajot mutta et voi muuttaa niitä.',
    },
    state: {
      awaiting_release: 'Odottaa hyväksyntää',
      returned: 'Palautettu',
      released: 'Hyväksytty',
      sending: 'Lähetetään',
      sent: 'Lähetetty',
    },
    action: {
      first_approval: 'hyväksyi (ensimmäinen kahdesta)',
      release_rule_changed: 'muutti vapautussääntöä',
      prepared: 'valmisteli',
      returned: 'palautti',
      released: 'hyväksyi',
      sending: 'aloitti lähetyksen',
      sent: 'lähetti pankkiin',
    },
    warning: {
      duplicate_in_file: 'kaksoiskappaleita tiedostossa',
      sent_recently: 'lähetetty jo äskettäin',
      payee_bank_details_changed: 'tilitiedot muuttuneet',
      payee_new: 'uusia saajia',
      iban_other_payee: 'tilille maksettu toisella nimellä',
      amount_unusual: 'poikkeavia summia',
      name_lookalike_characters: 'harhaanjohtavia merkkejä nimissä',
      sent_by_team: 'tiimin äskettäisessä ajossa',
      balance_unknown: 'saldo tuntematon',
      file_total_over_balance: 'summa ylittää saldon',
      non_sepa_characters: 'merkkejä, joita pankki ei hyväksy',
      sepa_not_eur: 'SEPA muussa valuutassa kuin euroissa',
      reference_check_digit: 'viitteen tarkiste',
      structured_reference_too_long: 'viite liian pitkä',
      debtor_account_mismatch: 'maksajan tili eri kuin tiedostossa',
    },
    settings: {
      title: 'Tiimi',
      loading: 'Tarkistetaan tiimitilaa…',
      intro:
        'Taloustiimi käyttää yhteistä tietokantaa: yksi valmistelee ajon, toinen hyväksyy sen, ja jokainen ajo lähetetään kerran. IT-ylläpitäjä antaa osoitteen ja tietokannan salasanasi.',
      address: 'Tiimin tietokannan osoite',
      password: 'Tietokannan salasana (säilytetään tämän tietokoneen avainnipussa)',
      install: 'Asenna tai päivitä tiimin skeema (tiimiä perustavat ylläpitäjät)',
      connect: 'Yhdistä',
      connecting: 'Yhdistetään…',
      you: 'Sinä',
      noRole: 'ei vielä Bulkpay-roolia: pyydä tiimin ylläpitäjää',
      server: 'Palvelin',
      serverLine: 'PostgreSQL {{version}}, skeeman versio {{schema}}',
      payeeKeyUnicode:
        'Tämä Bulkpay lukee nimet Unicode-version {{app}} mukaan, tiimin tietokanta version {{tables}} mukaan: maksunsaajasta, jonka nimessä on harvinainen merkki, voidaan varoittaa täällä mutta ei tiimin vapautussäännössä, tai päinvastoin. Kerro tiimin ylläpitäjälle, joka pyytää Bulkpay-versiota, jossa versiot ovat samat.',
      schemaOld:
        'Tiimin skeema on tätä Bulkpayta vanhempi; ylläpitäjä yhdistää uudelleen ”Asenna tai päivitä” valittuna.',
      indexesBuilding_one:
        'Yhtä tiimitietokannan hakuindeksiä rakennetaan parhaillaan: tiimin historian haku voi olla hidas, kunnes se on valmis. Mitään ei tarvitse tehdä.',
      indexesBuilding_other:
        '{{count, number}} tiimitietokannan hakuindeksiä rakennetaan parhaillaan: tiimin historian haku voi olla hidas, kunnes ne ovat valmiita. Mitään ei tarvitse tehdä.',
      indexesMissing_one:
        'Yksi tiimitietokannan hakuindekseistä puuttuu tai jäi keskeytyneen rakentamisen jälkeen kesken: tiimin historian haku voi olla hidas, kunnes se rakennetaan uudelleen.',
      indexesMissing_other:
        '{{count, number}} tiimitietokannan hakuindeksiä puuttuu tai jäi keskeytyneen rakentamisen jälkeen kesken: tiimin historian haku voi olla hidas, kunnes ne rakennetaan uudelleen.',
      indexesAdmin:
        'Tiimitietokannan omistaja rakentaa ne uudelleen tiimin päivityksen yhteydessä, kuten tiimin ylläpito-oppaassa kerrotaan. Kaikki voivat jatkaa työtään sillä välin.',
      indexesAsk: 'Pyydä tiimin ylläpitäjää rakennuttamaan ne uudelleen.',
      payeeNamesFilling:
        'Tiimin historian maksunsaajien nimiä lisätään parhaillaan: tiimin historian haku maksunsaajan mukaan voi olla hidasta, kunnes se valmistuu. Mitään ei tarvitse tehdä.',
      payeeNamesUnfilled:
        'Tiimin historian maksunsaajien nimien lisääminen jäi kesken keskeytyneen päivityksen vuoksi: tiimin historian haku maksunsaajan mukaan voi olla hidasta, kunnes nimet on lisätty. Tiimitietokannan omistaja vie sen loppuun tiimin päivityksen yhteydessä, kuten tiimin ylläpito-oppaassa kerrotaan. Kaikki voivat jatkaa työtään sillä välin.',
      disconnect: 'Poistu tiimitilasta',
      disconnectConfirm:
        'Poistutaanko tiimitilasta tällä tietokoneella? Salasana poistetaan avainnipusta; tiimin ajot säilyvät tiimin tietokannassa.',
    },
    members: {
      title: 'Jäsenet ja roolit',
      dbRole: 'Tietokantatunnus',
      appRole: 'Bulkpay-rooli',
      roleOf: 'Käyttäjän {{role}} Bulkpay-rooli',
      addRole: 'Lisättävä tietokantatunnus',
      add: 'Anna rooli',
      hint: 'Jäsenet ovat tietokannan omia kirjautumisrooleja; tietokannan ylläpitäjä luo ne.',
    },
    runs: {
      title: 'Tiimin ajot',
      notConnected: 'Tätä tietokonetta ei ole yhdistetty tiimin tietokantaan. Yhdistä se kohdassa Asetukset → Tiimi.',
      toSettings: 'Avaa asetukset',
      back: '← Kaikki tiimin ajot',
      waiting_one: 'Odottaa hyväksyntää: {{count}} ajo',
      waiting_other: 'Odottaa hyväksyntää: {{count}} ajoa',
      waitingList: 'Hyväksyntää odottavat ajot',
      noneWaiting: 'Mikään ajo ei odota hyväksyntää.',
      recent: 'Viimeisimmät ajot',
      recentList: 'Tiimin viimeisimmät ajot',
      noneRecent: 'Ei vielä muita ajoja.',
      meta_one: '{{count}} maksu · valmistellut {{user}} {{at}}',
      meta_other: '{{count}} maksua · valmistellut {{user}} {{at}}',
      returnedShort: 'palautettu: ”{{comment}}”',
      open: 'Avaa',
      openRun: 'Avaa ajo {{file}}',
    },
    release: {
      title: 'Ajo {{file}}',
      total: 'Yhteensä',
      payments: 'Maksut',
      from: 'Maksetaan tililtä',
      preparedBy: 'Valmistellut',
      bankIdentity: 'Pankkitunniste (TPP · asiakas)',
      bankIdentityValue: '{{tpp}} · {{customer}}',
      releasedBy: 'Hyväksynyt',
      byAt: '{{user}}, {{at}}',
      warnings: 'Valmistelijan kuittaamat varoitukset',
      noWarnings: 'ei yhtään',
      warningsTitle_one: '{{count}} varoitus tässä ajossa tällä tietokoneella tarkistettuna',
      warningsTitle_other: '{{count}} varoitusta tässä ajossa tällä tietokoneella tarkistettuna',
      returned: '{{user}} palautti: ”{{comment}}”. Korjaa tiedosto ja lähetä se uudelleen hyväksyttäväksi.',
      ownRun: 'Valmistelit tämän ajon itse, joten jonkun toisen on hyväksyttävä se (neljän silmän periaate).',
      alreadyReleased:
        'Tämän ajon $t(counts.payments, {"count": {{count}} }) (rivi {{lines}}) on jo toisessa tiimin ajossa, joka on hyväksytty tai lähetetty: tämän hyväksyminen maksaa ne kahdesti.',
      payAgain: 'Haluan maksaa nämä maksut uudelleen',
      plannedBulks: 'Tämän ajon erät (lähetetty toiselta tietokoneelta)',
      plannedBulk: 'Erä {{index}}: $t(counts.payments, {"count": {{count}} }), {{total}}',
      underThreshold: 'Ajo alittaa tiimin hyväksyntärajan: toista henkilöä ei tarvita.',
      beingSent: '{{user}} lähettää tätä koneelta {{host}}.',
      sent: '{{user}} lähetti ajon pankkiin koneelta {{host}}. Asiakas hyväksyy jokaisen erän puhelimella tavalliseen tapaan.',
      checkProblem: 'Ajoa ei voitu tarkistaa pankkia vasten tällä tietokoneella: {{problem}}',
      release_one: 'Hyväksy {{count}} maksu',
      release_other: 'Hyväksy {{count}} maksua',
      releasing: 'Hyväksytään…',
      commentLabel: 'Kommentti valmistelijalle (ajon palauttamiseksi)',
      return: 'Palauta kommentin kanssa',
      send_one: 'Lähetä {{count}} maksu',
      send_other: 'Lähetä {{count}} maksua',
      sending: 'Lähetetään…',
      sendHint:
        'Mikä tahansa tiimin kone, jolla on pankin avain, voi lähettää sen; tiimin tietokanta varmistaa, että se lähetetään kerran.',
      bulks: 'Erät pankissa',
      everyPayment_one: 'Ajon {{count}} maksu',
      everyPayment_other: 'Ajon kaikki {{count}} maksua',
      line: 'Rivi',
      payee: 'Saaja',
      iban: 'Tili',
      reference: 'Viite',
      amount: 'Summa',
      history: 'Ajon historia',
      historyLine: '{{at}}: {{user}} {{action}}',
    },
    submit: {
      title: 'Lähetä hyväksyttäväksi',
      notPreparer: 'Tiimiroolisi ei valmistele ajoja; valmistelija tai ylläpitäjä lähettää ne.',
      importFirst:
        'Tuo tiedosto Maksut-näkymässä, korjaa sen ongelmat ja valitse maksava tili; lähetä se sitten täältä hyväksyttäväksi.',
      current_one: '{{file}}: {{count}} maksu valmiina Maksut-näkymässä.',
      current_other: '{{file}}: {{count}} maksua valmiina Maksut-näkymässä.',
      review: 'Tarkista hyväksyntää varten',
      checking: 'Tarkistetaan…',
      reviewGroup: 'Hyväksyttäväksi lähetettävä ajo',
      summary_one: '{{count}} maksu {{bulks}} erässä, yhteensä {{total}}, tililtä {{account}}.',
      summary_other: '{{count}} maksua {{bulks}} erässä, yhteensä {{total}}, tililtä {{account}}.',
      submit_one: 'Lähetä {{count}} maksu hyväksyttäväksi',
      submit_other: 'Lähetä {{count}} maksua hyväksyttäväksi',
      submitting: 'Lähetetään…',
      done: 'Lähetetty: ajo odottaa nyt toisen henkilön hyväksyntää.',
      doneNoRelease: 'Lähetetty: ajo alittaa hyväksyntärajan, joten se on jo hyväksytty ja voidaan lähettää.',
      open: 'Avaa ajo',
    },
    guided: {
      step: 'Hyväksyntä (neljä silmää)',
      hint: 'Toinen henkilö tarkistaa ajon ja hyväksyy sen; sitten se lähetetään.',
      title: 'Odottaa hyväksyntää',
      none: 'Tältä näkymältä ei ole lähetetty ajoa. Lähetä maksut hyväksyttäviksi Tarkista-vaiheessa.',
      unreachable:
        'Lähettäminen odottaa tiimin tietokantaa: siihen ei juuri nyt saada yhteyttä (katso yllä). Yritä uudelleen, kun se vastaa.',
    },
  },
  erpReports: {
    runs: 'Maksuajot',
    runsHint:
      'Jokainen lähettämäsi tiedosto ja kaikki siitä lähetetyt erät (myös keskeytyksen jälkeen uudelleen lähetetyt). Raportit kattavat koko ajon.',
    runsEmpty: 'Yhtään tiedostoa ei ole vielä lähetetty. Jokainen lähettämäsi tiedosto näkyy täällä raportteineen.',
    runLine_one: '{{count, number}} maksu · eriä {{bulks, number}} · tuotu viimeksi {{date}}',
    runLine_other: '{{count, number}} maksua · eriä {{bulks, number}} · tuotu viimeksi {{date}}',
    final: 'Valmis',
    inProgress: 'Ei vielä valmis',
    reportsOf: 'Raportit: {{name}}',
    pdf: 'Raportti (PDF)',
    pdfBusy: 'Raporttia laaditaan…',
    pain002: 'pain.002',
    pain002Title: 'Maksujen tilaraportti taloushallintojärjestelmälle (ISO 20022)',
    runReport: 'Ajon raportti',
    camt054Title: 'Tämän erän veloitusilmoitus: maksetut maksut yhtenä kirjauksena (ISO 20022)',
    saved: '{{what}} tallennettiin latauksiin.',
    outbox: 'ERP-lähtökansio',
    outboxHelp:
      'Kun maksuajon kaikki erät ovat valmiita, Bulkpay kirjoittaa sen pain.002-tilaraportin tähän kansioon kokonaisena tai ei lainkaan, ja taloushallintojärjestelmäsi voi tuoda sen.',
    outboxOff: 'Pois käytöstä.',
    outboxFolder: 'Kansio:',
    outboxChoose: 'Valitse kansio…',
    outboxTurnOff: 'Poista käytöstä',
    outboxSet: 'Tilaraportit tallennetaan kansioon {{folder}}.',
    outboxIsOff: 'ERP-lähtökansio on pois käytöstä.',
    inbox: 'ERP-saapuvat',
    inboxHelp:
      'ERP tallentaa maksutiedostot (pain.001, CSV tai Excel) tähän kansioon. Bulkpay lukee jokaisen uuden tiedoston kerran, kun se on kirjoitettu kokonaan, ja tarjoaa sen Etusivulla. Tiedosto, jota ei voi lukea, siirretään kansioon ”rejected” ja sen viereen selitys syystä.',
    inboxTeamAccount: 'Maksutili',
    inboxTeam: 'Lähetä jokainen kelvollinen tiedosto tiimille hyväksyttäväksi sen sijaan, että se tarjotaan Etusivulla',
    inboxTeamSignIn: 'Kirjaudu Tilit-näkymässä valitaksesi tilin, jolta tiimi maksaa nämä tiedostot.',
    inboxSet: 'Bulkpay lukee maksutiedostot kansiosta {{folder}}.',
    inboxIsOff: 'ERP-saapuvat on pois käytöstä.',
    statementFrom: 'Alkaen',
    statementTo: 'asti',
    statementScheduled: 'ajastetut',
    statementScheduledTitle: 'Näytä myös ajastetut (vielä kirjaamattomat) maksut odottavina kirjauksina',
    statement: 'Tiliote (camt.053)',
    statementBusy: 'Luetaan kaikki sivut…',
    statementWhat: 'Tiliote',
    busyOther: 'Toista raporttia laaditaan; odota, että se valmistuu.',
    runPdf: 'Ajon raportti (PDF)',
    runPdfTitle: 'Raportti kaikista tästä tiedostosta lähetetyistä eristä hyväksyjälle ja tilintarkastajalle',
    pain002BulkTitle: 'Vain tämän erän maksujen tilaraportti taloushallintojärjestelmälle (ISO 20022)',
  },
  fix: {
    gridLabel: 'Aineiston maksut',
    gridHelp:
      'Nuolinäppäimet siirtävät solusta toiseen, Enter avaa solun muokattavaksi, Enter tallentaa ja Esc peruu, Sarkain siirtyy pois taulukosta. Ctrl+Z peruu viimeisimmän muutoksen.',
    line: 'Rivi',
    remove: 'Poista',
    cellLabel: '{{field}}, rivi {{line}}: {{value}}',
    editorLabel: '{{field}}, rivi {{line}}',
    empty: 'tyhjä',
    inFile: 'Aineistossa: {{raw}}',
    removeLine: 'Poista rivi {{line}}',
    removeTitle: 'Poista tämä maksu (Kumoa palauttaa sen)',
    noRows: 'Ei maksuja.',
    noProblemRows: 'Ei rivejä, joissa on ongelmia.',
    removedLine: 'Rivi {{line}} poistettiin.',
    editedCell: '{{field}} muutettu rivillä {{line}}.',
    undo: 'Kumoa',
    undone: 'Kumottu: {{what}}',
    dismiss: 'Sulje',
    groupTitle_one: '{{kind}}: {{count, number}} rivi',
    groupTitle_other: '{{kind}}: {{count, number}} riviä',
    showMore_one: 'Näytä {{count, number}} rivi lisää',
    showMore_other: 'Näytä {{count, number}} riviä lisää',
    ignoreColumn: 'Jätä sarake {{field}} huomiotta',
    ignoredColumn_one: 'Sarake {{field}} jätettiin huomiotta ({{count, number}} rivi).',
    ignoredColumn_other: 'Sarake {{field}} jätettiin huomiotta ({{count, number}} riviä).',
    previewCaption: 'Miltä ensimmäiset rivit näyttävät pankin hyväksymin merkein',
    before: 'Ennen',
    after: 'Jälkeen',
    germanSpelling:
      'Saksalainen kirjoitustapa (ä → ae, ö → oe, ü → ue); muuten ä → a, å → a, ö → o kuten suomessa ja ruotsissa',
    transliterate_one: 'Muunna {{count, number}} rivi SEPA-merkeiksi',
    transliterate_other: 'Muunna kaikki {{count, number}} riviä SEPA-merkeiksi',
    transliterated_one: '{{count, number}} solu muunnettiin pankin hyväksymiksi merkeiksi.',
    transliterated_other: '{{count, number}} solua muunnettiin pankin hyväksymiksi merkeiksi.',
    charactersGroup_one:
      '{{count, number}} rivillä on kentässä ”{{field}}” merkkejä, joita tämä pankki ei hyväksy: {{characters}} (rivi {{lines}})',
    charactersGroup_other:
      '{{count, number}} rivillä on kentässä ”{{field}}” merkkejä, joita tämä pankki ei hyväksy: {{characters}} (rivit {{lines}})',
    removeDuplicates_one: 'Poista {{count, number}} täsmälleen samanlainen kopio',
    removeDuplicates_other: 'Poista {{count, number}} täsmälleen samanlaista kopiota',
    removedDuplicates_one: '{{count, number}} täsmälleen samanlainen kopio poistettiin.',
    removedDuplicates_other: '{{count, number}} täsmälleen samanlaista kopiota poistettiin.',
    kind: {
      non_sepa_characters: 'Merkkejä, joita tämä pankki ei hyväksy',
      duplicate_in_file: 'Mahdollisia kaksoiskappaleita',
      sent_recently: 'Lähetetty äskettäin',
      payee_bank_details_changed: 'Muuttuneet tilitiedot',
      payee_new: 'Uudet saajat',
      iban_other_payee: 'Tilille maksettu toisella nimellä',
      amount_unusual: 'Poikkeavat summat',
      payee_blocked: 'Estetyt tilit',
      name_lookalike_characters: 'Harhaanjohtavat merkit nimissä',
      bank_rejected: 'Pankki hylkäsi',
      ragged_row: 'Rivejä, joissa on liikaa tai liian vähän sarakkeita',
      iban_checksum: 'IBANin tarkisteet',
      iban_length: 'IBANin pituus',
    },
    explain: {
      field_not_accepted_due_date: 'erät toteutetaan heti',
      field_not_accepted_payment_account: 'kaikki maksut maksetaan valitsemaltasi tililtä',
      field_not_accepted_execute_verification_of_payee: 'ei käytettävissä erässä',
      non_sepa_characters: 'pankki voi korvata tai hylätä ne',
      duplicate_in_file: 'sama saaja, summa ja viite kuin aiemmalla rivillä',
      sent_recently: 'samanlainen maksu lähetettiin viimeisten 30 päivän aikana',
      payee_bank_details_changed: 'maksettu aiemmin toiselle tilille; varmista puhelimitse',
      payee_new: 'ei maksettu aiemmin',
      iban_other_payee: 'tilille on maksettu toisen saajan nimellä',
      amount_unusual: 'poikkeaa saajan tavallisista summista',
      payee_blocked: 'estetty maksunsaajarekisterissä',
      name_lookalike_characters: 'merkkejä, jotka näyttävät toisilta tai kääntävät tekstin',
      iban_checksum: 'numero voi olla kirjoitettu väärin; tarkista tilinumerot',
      iban_length: 'numero voi puuttua tai olla ylimääräinen',
      iban_missing: 'kirjoita tili, jolle raha menee',
      name_missing: 'kirjoita saajien nimet',
      amount_unreadable: 'summia ei voitu lukea; tarkista desimaalierotin',
      amount_too_many_decimals: 'pyöristä ne senteiksi',
      reference_missing: 'jokainen maksu tarvitsee viitteen tai viestin',
      sepa_not_eur: 'SEPA-maksut ovat euroissa',
    },
    columns: 'Sarakkeet…',
    columnsTemplate: 'Sarakkeet: {{name}}',
    rereadWarning:
      'Merkistön, erottimen, desimaalierottimen tai sarakkeiden muuttaminen lukee aineiston uudelleen ja hylkää tekemäsi muutokset.',
    currencyTitle: 'Maksavan tilin valuutta, jota käytetään riveillä, joilla valuuttaa ei ole',
    delimiterComma: 'pilkku (,)',
    delimiterSemicolon: 'puolipiste (;)',
    delimiterTab: 'sarkain',
    delimiterPipe: 'pystyviiva (|)',
    useSample: 'Käytä esimerkkiaineistoa',
    mappingRegion: 'Sarakkeet',
    mappingHeading: 'Mikä sarake sisältää mitäkin?',
    mappingIntro_one:
      '{{file}}: {{count, number}} sarake, nimet rivillä {{line, number}}. Arvattu sarakkeiden nimistä; muuta ne, jotka ovat väärin.',
    mappingIntro_other:
      '{{file}}: {{count, number}} saraketta, nimet rivillä {{line, number}}. Arvattu sarakkeiden nimistä; muuta ne, jotka ovat väärin.',
    mappingNoNames:
      '{{file}}: rivillä {{line, number}} ei ole yhtään Bulkpayn tuntemaa sarakkeen nimeä. Valitse rivi, jolla sarakkeiden nimet ovat, tai valitse sarake jokaiselle kentälle.',
    headerLine: 'Sarakkeiden nimet ovat',
    headerLineOption: 'Rivi {{line, number}}: {{text}}',
    notInFile: '— ei tässä aineistossa —',
    columnN: 'Sarake {{n}}',
    chooseColumns: 'Valitse sarake kentille: {{fields}}.',
    preview: 'Esikatselu',
    useColumns: 'Käytä näitä sarakkeita',
    cancel: 'Peruuta',
    templateName: 'Pohjan nimi',
    templatePlaceholder: 'Tallenna pohjaksi, esim. ERP-vienti',
    saveTemplate: 'Tallenna pohja',
    templateSaved: '”{{name}}” tallennettiin: aineistot, joissa on samat otsikot, käyttävät sitä automaattisesti.',
    required: 'pakollinen',
    stageReading: 'Luetaan',
    stageMapping: 'Otetaan sarakkeet käyttöön',
    stageChecking: 'Tarkistetaan maksuja',
  },
  run: {
    stepsLabel: 'Maksuajon vaiheet',
    stepImport: 'Tuonti',
    stepFix: 'Korjaa',
    stepReview: 'Tarkista',
    stepApprove: 'Hyväksy puhelimella',
    stepOutcome: 'Lopputulos',
    hintImport: 'Valitse maksutiedosto, jonka ERP tai taulukko tuotti.',
    hintFix: 'Korjaa tai poista jokainen virheellinen rivi; varoitukset voivat jäädä.',
    hintReview: 'Valitse maksava tili ja tarkista erät ennen kuin ne lähtevät pankkiin.',
    hintApprove: 'Hyväksy jokainen erä pankkisovelluksessa tunnin kuluessa.',
    hintOutcome: 'Mitä rahoille tapahtui, erä kerrallaan.',
    state_done: '(valmis)',
    state_current: '(olet tässä)',
    state_next: '(tulossa)',
    nextIs: 'Seuraavaksi: {{step}}.',
    resuming: 'Avataan ajo uudelleen: tiedosto luetaan ja muutoksesi toistetaan…',
    fixEmpty: 'Tiedostossa ei ole lähetettäviä maksuja.',
    fixLeft_one: '{{count, number}} virhe korjattavana ennen tarkistusta.',
    fixLeft_other: '{{count, number}} virhettä korjattavana ennen tarkistusta.',
    fixDone: 'Virheitä ei ole jäljellä: tarkista maksut ennen lähettämistä.',
    reviewTitle: 'Tarkista {{file}}',
    backToFix: '← Takaisin korjaukseen',
    approvalsTitle_one: 'Lähetetään {{count, number}} erä',
    approvalsTitle_other: 'Lähetetään {{count, number}} erää: {{count, number}} hyväksyntää puhelimella',
    approvalsText_one: 'Erä on hyväksyttävä pankkisovelluksessa tunnin kuluessa.',
    approvalsText_other:
      'Pankki ottaa enintään 100 maksua erässä, joten jokainen {{count, number}} erästä on hyväksyttävä erikseen pankkisovelluksessa, kukin tunnin kuluessa. Erä, jota ei hyväksytä ajoissa, vanhenee eikä maksa mitään.',
    approvalsSend_one: 'Lähetä {{count, number}} erä',
    approvalsSend_other: 'Lähetä {{count, number}} erää ja hyväksy jokainen',
    approvalsStop: 'Keskeytä: älä lähetä',
    approveTitle: 'Hyväksy puhelimellasi',
    approveLead_one: '{{count, number}} erä odottaa hyväksyntääsi pankkisovelluksessa. Tämä sivu seuraa sitä itse.',
    approveLead_other:
      '{{count, number}} erää odottaa hyväksyntääsi pankkisovelluksessa, kukin erikseen. Tämä sivu seuraa niitä itse.',
    approveProcessing: 'Hyväksytty: pankki maksaa. Lopputulos näkyy tässä, kun jokaisella maksulla on se.',
    outcomeTitle: 'Lopputulos',
    outcomeLead: '{{paid, number}}/{{total, number}} maksua maksettu.',
    outcomeAmounts: '{{paid}} maksettu, {{notPaid}} maksamatta.',
    outcomeBulks: 'Tämän ajon erät',
    newRun: 'Aloita uusi maksuajo',
    partlyPaid:
      'Osittain maksettu ({{paid, number}}/{{total, number}}; {{paidAmount}} maksettu, {{notPaidAmount}} lähettämättä)',
    expired: 'Vanhentunut',
    rejected: 'Hylätty',
    expiredText:
      'Kukaan ei hyväksynyt sitä pankkisovelluksessa tunnin kuluessa, joten se vanheni. Mitään ei maksettu: tuo tiedosto uudelleen lähettääksesi nämä maksut.',
    rejectedText: 'Hylätty pankkisovelluksessa. Mitään ei maksettu.',
    cardPayments_one: '{{count, number}} maksu',
    cardPayments_other: '{{count, number}} maksua',
    cardFrom: 'tililtä {{account}}',
    cardDeadline: 'Hyväksy pankkisovelluksessa: tunnin ajasta jäljellä {{left}}.',
    open: 'Avaa',
    resendStart: 'Lähetä lähettämättömät maksut uudelleen…',
    resendGroup: 'Lähetä lähettämättömät maksut uudelleen',
    resendText: 'Ne lähtevät uutena eränä uudella viitteellä ja tarvitsevat uuden hyväksynnän.',
    resendSend_one: 'Lähetä {{count, number}} maksu uudelleen',
    resendSend_other: 'Lähetä {{count, number}} maksua uudelleen',
    resendSent_one: 'Lähettämätön maksu lähetettiin uutena eränä; hyväksy se puhelimellasi.',
    resendSent_other: '{{count, number}} lähettämätöntä maksua lähetettiin uutena eränä; hyväksy se puhelimellasi.',
    resendAccount: '{{name}} ({{iban}}), käytettävissä {{available}}',
    cancel: 'Peruuta',
    actorBank: 'pankki',
    actorApp: 'Bulkpay',
    auditCreated_one: 'kirjattiin {{count, number}} lähetettävä maksu ({{total}})',
    auditCreated_other: 'kirjattiin {{count, number}} lähetettävää maksua ({{total}})',
    auditResubmitted_one: 'lähetettiin {{count, number}} maksamaton maksu uudelleen uutena eränä',
    auditResubmitted_other: 'lähetettiin {{count, number}} maksamatonta maksua uudelleen uutena eränä',
    auditAccepted: 'pankki otti erän vastaan ja pyysi hyväksyntää puhelimella',
    auditNotAccepted: 'pankki hylkäsi erän; mitään ei maksettu',
    auditNotSent: 'ei lähetetty: Bulkpay pysähtyi ennen kuin erä lähti',
    auditExported: 'vietiin täsmäytystä varten',
    auditErpReport: 'tilaraportti kirjoitettiin ERP:lle',
    auditConfirmed: 'lähetys vahvistettiin koko tiedostolle',
    auditWaiting: 'odottaa hyväksyntää puhelimella',
    auditApproved: 'hyväksytty puhelimella; pankki maksaa',
    auditPartly_one: 'hyväksytty puhelimella; maksettu, paitsi {{count, number}} lähettämättä: saldo ei riittänyt',
    auditPartly_other: 'hyväksytty puhelimella; maksettu, paitsi {{count, number}} lähettämättä: saldo ei riittänyt',
    auditAllPaid: 'hyväksytty puhelimella; kaikki maksut maksettu',
    auditExpired: 'vanheni: ei hyväksytty tunnin kuluessa; mitään ei maksettu',
    auditRejected: 'hylätty puhelimella; mitään ei maksettu',
    auditStatus: 'pankki ilmoitti: {{status}}',
    detailBack: '← Kaikki maksut',
    detailTitle: 'Erä {{sequence}}: {{file}}',
    detailTitleSingle: 'Erä {{sequence}}',
    detailIds: 'Pankin erätunnus: {{id}} · lähetetty {{sent}}',
    detailNoId: 'ei vielä',
    detailFinal: ' · valmis {{at}}',
    detailPayments: 'Erän maksut',
    detailPaymentsTitle: 'Maksut',
    detailLine: 'Rivi',
    detailStatus: 'Tilahistoria',
    detailReported: 'Mitä pankki ilmoitti',
    detailNotSent: ' ({{count, number}} lähettämättä)',
    detailAudit: 'Mitä tapahtui, vaihe vaiheelta',
    homeInboxNew_one: '{{count, number}} uusi tiedosto ERP:stä',
    homeInboxNew_other: '{{count, number}} uutta tiedostoa ERP:stä',
    homeInboxRejected: 'ERP:n tiedostoa {{file}} ei voitu lukea: {{why}}',
    homeInboxRejectedWhere: 'Se on tallessa kansiossa {{path}} ja sen vieressä selitys syystä.',
    homeInboxDismiss: 'Kuittaa',
    homeInboxDismissLabel: 'Kuittaa ilmoitus tiedostosta {{file}}',
    homeRuns: 'Käynnissä olevat maksuajot',
    homeRunsEmpty:
      'Yhtään maksuajoa ei ole käynnissä. Tuo maksutiedosto (tai esimerkkitiedosto): se näkyy tässä, kunnes jokaisella maksulla on lopputulos.',
    draftFix_one: 'Korjaa: {{count, number}} ongelma jäljellä',
    draftFix_other: 'Korjaa: {{count, number}} ongelmaa jäljellä',
    draftReady: 'Valmis tarkistettavaksi',
    draftContinue: 'Jatka: {{file}}',
    draftDiscard: 'Hylkää',
    draftDiscardLabel: 'Hylkää tiedoston {{file}} ajo',
    draftChanged: 'muutettu {{at}}',
    homeBulk: '{{file}} · erä {{sequence}}',
    homeBulkNoFile: 'Erä {{sequence}}',
    homeOpenHint: 'Avaa tämä ajo sen vaiheessa',
    homeLeft: 'hyväksyntään {{left}} jäljellä',
    needsAttention: 'Vaatii huomiota',
    refusedGroup: 'Pankin hylkäämät maksut',
    refusedLeft_one:
      'Pankki hylkäsi {{count, number}} maksun; se jää listaan korjattavaksi ja lähetettäväksi uudelleen.',
    refusedLeft_other:
      'Pankki hylkäsi {{count, number}} maksua; ne jäävät listaan korjattaviksi ja lähetettäviksi uudelleen.',
    fixRefused_one: 'Korjaa hylätty maksu',
    fixRefused_other: 'Korjaa {{count, number}} hylättyä maksua',
    homeTitle: 'Etusivu',
    homeNoBank: 'Pankkia ei ole määritetty, joten mitään ei voi vielä lähettää.',
    homeSetUpBank: 'Määritä pankki',
    homeDemoStrong: 'Käytössä on demopankki.',
    homeDemoText:
      'Se on Bulkpayn sisäinen simulaattori: oikeaa rahaa ei liiku, joten kokeile vapaasti. Oikea pankkisi määritetään Asetuksissa.',
    homeRealBank: 'Maksut kulkevat pankin {{bank}} kautta. Oikeaa rahaa liikkuu, kun erä hyväksytään.',
    homeFirstSteps: 'Mitä tehdä ensin',
    homeSignInTitle: 'Kirjaudu asiakkaana',
    homeSignedInAs: 'Kirjautuneena: {{email}}.',
    homeDemoSignInBefore: 'Demopankissa kirjaudu tunnuksella',
    homeDemoSignInMiddle: 'ja salasanalla',
    homeDemoSignInAfter: 'sen ”puhelin” hyväksyy itse muutaman sekunnin kuluttua.',
    homeSignInText:
      'Kirjaudu sen pankkiasiakkaan tunnuksilla, jonka tileiltä maksetaan, ja hyväksy kirjautuminen puhelimella.',
    homeSeeAccounts: 'Näytä tilit',
    homeSignInButton: 'Kirjaudu Tilit-sivulla',
    homeImportTitle: 'Tuo maksutiedosto',
    homeImportText:
      'Tuo ERP:n tai taulukon tuottama CSV- tai pain.001-tiedosto, tai kokeile esimerkkitiedostoa: kahdeksan maksua, jotka menevät demopankin läpi ongelmitta.',
    useSample: 'Käytä esimerkkitiedostoa',
    useChangedSample: 'Käytä toista esimerkkitiedostoa',
    homeChangedSampleText:
      'Toinen esimerkkitiedosto tarkistetaan demon viime kuun maksuja vasten: siinä yhden toimittajan IBAN on vaihtunut, yksi maksunsaaja on uusi ja yksi maksettu lasku toistuu. Näet, miten Bulkpay pysäyttää ne ennen kuin mitään lähetetään.',
    homeProfilesTitle: 'Pankkiprofiilisi',
    homeRealBankTitle: 'Määritä oikea pankkisi',
    homeProfilesText:
      'Pankkiprofiilit, QSEAL-avaimet, käyttöönotto ja varmenteen uusiminen ovat Asetuksissa; siellä on myös demopankki kokeiluun ilman oikeaa rahaa.',
    homeRealBankText:
      'Kun olet valmis oikeisiin maksuihin, lisää pankkisi Asetuksissa: sen osoitteet, QSEAL-avaimesi ja käyttöönotto. Demopankki pysyy käytettävissä.',
    homeSetUpYourBank: 'Määritä pankkisi',
    homeAccounts: 'Maksavat tilit',
    homeAccountsSignIn: 'Kirjaudu asiakkaana nähdäksesi jokaisen maksutilin käytettävissä olevan saldon.',
    homeLoadingAccounts: 'Ladataan tilejä…',
    homeAccount: 'Tili',
    homeAvailable: 'Käytettävissä',
    historySort: 'Lajittelu',
    historySortBy: 'Lajittele:',
    historySort_date: 'päivä',
    historySort_amount: 'summa',
    historySort_payee: 'saaja',
    historySort_state: 'tila',
    historyNoMatch: 'Yksikään maksu ei täsmää. Tyhjennä jokin kenttä laajentaaksesi hakua.',
    historyEmpty:
      'Mitään ei ole vielä lähetetty. Tuo maksutiedosto Maksut-sivulla ja lähetä se: jokainen maksu näkyy tässä lopputuloksineen.',
    historyCount_one: '{{from, number}}–{{to, number}} / {{count, number}} maksu',
    historyCount_other: '{{from, number}}–{{to, number}} / {{count, number}} maksua',
    historyCountMore_one: '{{from, number}}–{{to, number}} / yli {{count, number}} maksua',
    historyCountMore_other: '{{from, number}}–{{to, number}} / yli {{count, number}} maksua',
    historyPrevious: 'Edellinen',
    historyNext: 'Seuraava',
    historyNoBulks: 'Yhtään erää ei ole vielä lähetetty. Jokainen lähettämäsi erä näkyy tässä lopputuloksineen.',
    paymentTitle: 'Maksu',
    paymentTo: 'Maksu saajalle {{payee}}',
    paymentExact: 'Lähetetty tarkka summa',
    paymentEndToEnd: 'End-to-end-tunnus',
    paymentMethod: 'Tapa',
    paymentInstant: '{{method}} (pikamaksu)',
    paymentFileLine: 'Tiedosto ja rivi',
    paymentSingle: 'Yksittäinen maksu (ei tiedostosta)',
    paymentLine: 'rivi {{line}}',
    paymentBooked: 'Kirjattu',
    paymentBankId: 'Pankin maksutunnus',
    paymentBankMessages: 'Pankin viestit',
    paymentOpenBulk: 'Avaa sen erä',
    paymentClose: 'Sulje',
    paymentAccountId: 'Maksutilin tunnus',
    paymentAccountIdHint: 'kerran tiliä kohden; säilytetään sen jälkeen',
    saveLost:
      'Tämän maksuajon viimeisimpiä muutoksia ei voi säilyttää uudelleenkäynnistyksen yli (taulukko ei enää vastaa tiedostoa). Vie ajo loppuun tai lähetä se nyt, tai tuo tiedosto uudelleen.',
    saveFailed: 'Tämän maksuajon viimeisimpiä muutoksia ei tallennettu: {{reason}} Ne näkyvät yhä näytöllä.',
    saveGone:
      'Tätä maksuajoa ei enää säilytetä (se lähetettiin tai hylättiin toisessa ikkunassa); muutoksesi näkyvät näytöllä, mutta niitä ei tarjota uudelleenkäynnistyksen jälkeen.',
    notRestored:
      'Tiedoston {{file}} maksuajoa ei voitu palauttaa täsmälleen sellaisena kuin jätit sen, joten sitä ei avattu: summat voisivat osua väärille riveille. Hylkää se Etusivulla ja tuo tiedosto uudelleen.',
    refusedUnmatched:
      'Taulukko muuttui maksujen lähetyksen aikana, joten sitä ei voi täsmäyttää hylättyihin maksuihin. Tarkista erät Historiasta ennen kuin lähetät mitään uudelleen.',
    confirmDiscard:
      'Hylätäänkö tiedoston {{file}} maksuajo? Siihen tekemäsi muutokset menetetään; itse tiedostoon ei kosketa.',
    rejectedOrExpired: 'Hylätty tai vanhentunut',
    rejectedOrExpiredText:
      'Hylätty pankkisovelluksessa tai ei hyväksytty tunnin kuluessa (Bulkpay ei nähnyt kumpi). Mitään ei maksettu: tuo tiedosto uudelleen lähettääksesi nämä maksut.',
    auditRejectedOrExpired:
      'hylätty tai vanhentunut (hylätty puhelimella tai ei hyväksytty tunnin kuluessa); mitään ei maksettu',
    auditImported_one: 'toi tiedoston ({{count, number}} maksu)',
    auditImported_other: 'toi tiedoston ({{count, number}} maksua)',
    auditOther: 'muu vaihe kirjattiin (tämä Bulkpay-versio ei osaa kuvata sitä)',
    auditStatusOther: 'pankki ilmoitti tilan, jota tämä Bulkpay-versio ei tunne; tarkista erä pankistasi',
    sentOff_one:
      '{{count, number}} maksu lähti pankkiin (erät {{bulks}}) ja poistui tästä listasta; seuraa sitä alla kohdassa Erät.',
    sentOff_other:
      '{{count, number}} maksua lähti pankkiin (erät {{bulks}}) ja poistui tästä listasta; seuraa niitä alla kohdassa Erät.',
    sentKeep_one: '{{count, number}} hylätty maksu jää tähän: korjaa se, tarkista ja lähetä uudelleen.',
    sentKeep_other: '{{count, number}} hylättyä maksua jää tähän: korjaa ne, tarkista ja lähetä uudelleen.',
    sentTableChanged: 'Lista muuttui lähetyksen aikana; vertaa sitä alla oleviin eriin ennen kuin lähetät uudelleen.',
  },
  teamStore: {
    historyLocalOnly:
      'Näytetään tämän tietokoneen historia: tiimin tietokantaan ei saada yhteyttä. Muilta työasemilta lähetetyt erät puuttuvat, kunnes yhteys palaa.',
    importTitle: 'Tämän työaseman historia tiimin tietokannassa:',
    column: {
      table: 'taulu',
      here: 'täällä',
      teamBefore: 'tiimissä ennen',
      teamAfter: 'tiimissä jälkeen',
      copied: 'kopioitu nyt',
      alreadyThere: 'oli jo siellä',
      inTeam: 'löytyy tiimistä',
    },
    table: {
      files: 'tuodut aineistot',
      bulks: 'erät',
      payments: 'maksut',
      snapshots: 'pankin tilat',
      audit: 'lokimerkinnät',
    },
    importComplete: 'Tämän työaseman jokainen rivi on tiimin tietokannassa; uusi ajo ei lisää mitään.',
    importIncomplete:
      'Osa tämän työaseman riveistä puuttuu tiimin tietokannasta (katso ”löytyy tiimistä”); aja tuonti uudelleen, ja jos ero säilyy, kerro tietokannan ylläpitäjälle.',
    unreachable:
      'tiimin tietokantaan ei saada yhteyttä: {{reason}}. Tarkista verkkoyhteys ja että tiimin tietokantapalvelin on käynnissä, ja yritä uudelleen.',
    nothingSent: 'Tästä ajosta ei lähetetty mitään; lähetä se uudelleen, kun tiimin tietokanta vastaa.',
    followedBy: 'Pankin tilaa seuraa {{holder}} {{until}} asti; tämä työasema näyttää sen tallentaman tilan.',
    templatesUsage: 'bulkpay team templates: anna ei mitään (luettelo), push tai pull.',
    templatesPushed_one: 'Tämän työaseman {{count, number}} sarakemääritys kopioitiin tiimin tietokantaan.',
    templatesPushed_other: 'Tämän työaseman {{count, number}} sarakemääritystä kopioitiin tiimin tietokantaan.',
    templatesPulled_one:
      'Tiimin {{count, number}} sarakemääritys kopioitiin tälle työasemalle (samannimiset korvattiin).',
    templatesPulled_other:
      'Tiimin {{count, number}} sarakemääritystä kopioitiin tälle työasemalle (samannimiset korvattiin).',
    templatesList: 'Tiimin sarakemääritykset: {{names}}',
    templatesNone:
      'Tiimillä ei ole vielä tallennettuja sarakemäärityksiä; `bulkpay team templates push` jakaa tämän työaseman määritykset.',
  },
  importVolume: {
    warningKind: '{{count, number}} × kuten rivillä {{line}}: {{message}}',
    showAllBulks_one: 'Näytä vielä {{count, number}} erä',
    showAllBulks_other: 'Näytä loput {{count, number}} erää',
    checking: 'Tarkistettu {{done, number}}/{{total, number}} riviä; taulukko täydentyy sitä mukaa kuin loput luetaan',
  },
  historyVolume: {
    olderBulks: 'Näytä vanhemmat erät',
    bulksShown: 'Näytetään {{shown}}/{{total}} erää, uusimmat ensin',
    exportSaved_one: '{{count, number}} maksu tallennettu tiedostoon {{file}}.',
    exportSaved_other: '{{count, number}} maksua tallennettu tiedostoon {{file}}.',
    exportSaving: 'Tallennetaan maksuja…',
  },
  i18nfix: {
    browserOpened: 'Bulkpay avattiin selaimeesi.',
    browserFallback: 'Jos selain näyttää ”tiedostoa ei löydy” tai mitään ei avaudu, avaa tämä osoite:',
    browserNotOpened: 'Bulkpay on käynnissä: avaa tämä osoite selaimessa:',
    launchFileFailed:
      'Bulkpay ei voinut kirjoittaa avaussivuaan kansioon {{folder}} ({{reason}}), joten selainta ei avattu; tarkista, että kansio on olemassa, että sinulla on siihen kirjoitusoikeus ja ettei levy ole täynnä.',
    browserKeyNote:
      'Osoitteessa on tämän käynnistyksen kertakäyttöinen avain; älä jaa sitä. Pysäytä Bulkpay painamalla Ctrl+C.',
    browserNoKeyTitle: 'Tällä välilehdellä ei ole avainta Bulkpayhin',
    browserNoKey:
      'Turvallisuussyistä avain pysyy välilehdellä, jonka Bulkpay avasi. Palaa siihen välilehteen tai avaa tässä osoite, jonka Bulkpay tulosti käynnistyessään (http://127.0.0.1:…/?token=…). Jos Bulkpay ei ole enää käynnissä, käynnistä se uudelleen komennolla ”npm run start:browser”.',
    cliStopped:
      'bulkpay pysähtyi odottamattomaan virheeseen: {{message}}. Aja komento uudelleen; jos se pysähtyy taas, ilmoita virheestä tämän rivin kanssa.',
  },
  edges: {
    help: {
      usage: 'Käyttö: bulkpay <komento> [valinnat]',
      commands: 'Komennot:',
      more: 'Komennon valinnat: `bulkpay help <komento>`; `bulkpay --version` tulostaa version.',
      noCommand: 'bulkpay: komentoa "{{name}}" ei ole.',
    },
    summary: {
      validate: 'tarkista maksuaineisto ilman pankkiyhteyttä ja näytä sen erät, virheet ja varoitukset',
      login: 'kirjaudu pankkiin ja hyväksy puhelimellasi (säilyy avainnipussa, kunnes vanhenee)',
      logout: 'unohda avainnippuun tallennettu pankkiistunto',
      accounts: 'kirjaudu ja listaa pankkitilit saldoineen',
      submit: 'tarkista maksuaineisto ja lähetä se erinä (--yes), halutessasi lopputulosta odottaen',
      resend: 'lähetä hyväksytyn erän lähettämättä jääneet maksut uudelleen uutena eränä (tarkistuksen jälkeen)',
      status: 'näytä erät ja niiden maksut historiasta; --wait seuraa ne loppuun asti',
      history: 'hae lähetettyjä maksuja tai vie ne CSV- tai JSON-muodossa',
      team: 'tiimin yhteinen tietokanta PostgreSQL:ssä: valmistele, vapauta (neljän silmän periaate) ja lähetä ajoja',
      report: 'kirjoita historiasta pain.002-tilaraportti, camt.054 tai ajon PDF-raportti',
      inbox: 'nouda ERP:n kansioon tallentamat maksutiedostot, jokainen kerran (palvelimelle)',
      statement: 'kirjaudu ja kirjoita jakson camt.053-tiliote',
      keys: 'tuo QSEAL-avain ja -varmenne pankkiprofiiliin (`keys import <tiedostot>`)',
      onboarding: 'ota pankkiprofiili käyttöön komentoriviltä: create-profile, edit-profile, signup, apply, status',
      renew: 'uusi profiilin varmenne pankissa uudella avaimella ja varmenteella',
      payees: `maksunsaajarekisteri: kaikki maksetut saajat, tilit ja luottamustila; luota, estä, poista esto, CSV-tuonti ja -vienti`,
    },
    usage: {
      validate: `Käyttö: bulkpay validate <tiedosto> [valinnat]

Tarkistaa maksuaineiston (CSV tai pain.001 XML) ilman pankkiyhteyttä pankin eräpyynnön
jokaista sääntöä vasten ja näyttää, miten se jaettaisiin enintään 100 maksun eriin. Ongelmat
ryhmitellään lajeittain lukumäärineen ja kunkin ensimmäisine riveineen; tuloste pysyy lyhyenä
tiedoston koosta riippumatta.
Päättyy koodiin 0, kun tiedostossa ei ole virheitä, 1 kun on, 2 väärästä käytöstä.

Valinnat:
  --json               tulosta yksi JSON-objekti tekstin sijaan
  --all-problems FILE  kirjoita lisäksi jokainen ongelma omalle rivilleen tiedostoon FILE (CSV:
                       rivi, vakavuus, kenttä, koodi, viesti)
  --currency CODE      valuutta riveille, joilla sitä ei ole (maksutilisi valuutta, esim. EUR)
  --encoding NAME      {{encodings}} (oletus: tunnistetaan)
  --delimiter D        , ; tab | (oletus: tunnistetaan)
  --decimal STYLE      dot (1,234.56) tai comma (1.234,56) (oletus: tunnistetaan)
  --template NAME      sovelluksen tuontinäkymässä tallennettu sarakevastaavuus
  --sheet S            työkirjan taulukko nimen tai numeron mukaan (oletus: ensimmäinen, jossa
                       on maksuja, kuten sovellus sen avaa; tuloste kertoo, mikä luettiin)
  --character-set SET  pankin hyväksymät merkit: epc_basic (SEPA-perusmerkistö) tai
                       latin_letters (myös Latin-1-kirjaimet, ä ö ü å é ß …); oletus
                       BULKPAY_CHARACTER_SET, muuten sovelluksen aktiivisen pankkiprofiilin`,
      login: `Käyttö: bulkpay login

Kirjautuu pankkiin maksupalvelun käyttäjänä (PSU): lähettää pankin sähköpostiosoitteesi ja
salasanasi ja odottaa, kunnes hyväksyt kirjautumisen puhelimellasi. Pankkiistunto (sen tunniste)
säilytetään sen jälkeen käyttöjärjestelmän avainnipussa, kunnes se vanhenee, ei koskaan
tiedostossa tai lokissa, ja jokainen komento ja sovellus käyttävät sitä ilman uutta hyväksyntää;
\`bulkpay logout\` unohtaa sen. Kun istunto on jo tallessa, login kertoo, mihin asti se on voimassa,
eikä kysy mitään.

Sähköpostiosoite ja salasana tulevat muuttujista BULKPAY_PSU_EMAIL ja BULKPAY_PSU_PASSWORD, tai
ne kysytään (salasanaa ei näytetä eikä tallenneta); BULKPAY_NO_PROMPT=1 estää kysymisen.
Pankki on sovelluksen aktiivinen profiili (avaimet avainnipussa) tai, kun BULKPAY_BASE_URL on
asetettu, BULKPAY_CLIENT_ID, BULKPAY_CLIENT_SECRET ja BULKPAY_KEY_FILE (palvelin ilman
avainnippua); silloin istunto on BULKPAY_TOKEN, jos se on asetettu, eikä mitään tallenneta.
Päättyy koodiin 0, kun kirjautuminen onnistui, muuten 1.`,
      logout: `Käyttö: bulkpay logout

Unohtaa pankkiistunnon, jonka \`bulkpay login\` (tai sovellus tai mikä tahansa komento) tallensi
käyttöjärjestelmän avainnippuun aktiiviselle pankkiprofiilille: seuraava komento pyytää uuden
hyväksynnän puhelimella. Avoinna oleva Bulkpay-ikkuna pitää oman kopionsa, kunnes se suljetaan
tai kirjaudut siinä ulos.
Kun BULKPAY_BASE_URL on asetettu, mitään ei tallenneta: istunto on BULKPAY_TOKEN; poista se.
Päättyy koodiin 0.`,
      accounts: `Käyttö: bulkpay accounts [--json]

Kirjautuu pankkiin (kuten \`bulkpay login\`) ja listaa tilit saldoineen. Summat ovat tarkkoja
desimaalilukuja sellaisina kuin pankki ne antaa.

Valinnat:
  --json   tulosta yksi JSON-objekti: { fetchedAt, accounts: [...] } (pysyvät avaimet skripteille)`,
      submit: `Käyttö: bulkpay submit <tiedosto> --account <iban-tai-uuid> [--payment-account-id UUID] [--yes [--accept-warnings]] [--wait] [--json]

Tarkistaa maksuaineiston uudelleen ja näyttää maksavan tilin, jokaisen enintään 100 maksun erän
tarkkoine summineen sekä mahdolliset varoitukset. Valinnalla --yes se lähettää erät peräkkäin,
kunkin omalla tallennetulla Idempotency-Key-avaimellaan (uusintayritys tai kaatuminen ei voi
koskaan maksaa kahdesti). Jokainen erä on sen jälkeen hyväksyttävä puhelimella tunnin kuluessa.

Aiemmin lähetettyä tiedostoa ei koskaan lähetetä uudelleen kokonaisena: kun aiempi ajo pysähtyi
kesken (kaatuminen erien välissä), vain pankkiin asti päätymättömät maksut tarkistetaan ja
--yes-valinnalla lähetetään; kun jokainen maksu on päätynyt pankkiin, mitään ei lähetetä.

Valinnat:
  --account A        maksava tili: sen IBAN tai tunniste (katso \`bulkpay accounts\`)
  --decimal M        summien desimaalierotin, dot tai comma (kun sitä ei voi päätellä tiedostosta)
  --sheet S          työkirjan taulukko nimen tai numeron mukaan (oletus: ensimmäinen, jossa on maksuja)
  --payment-account-id UUID
                     maksavan tilin maksutilitunniste; tarvitaan kerran, kun pankki listaa
                     tilin koodilla, joka ei ole UUID; tallennetaan profiiliin
  --yes              lähetä; ilman sitä mitään ei lähetetä (vain tarkistus, koodi 4)
  --accept-warnings  --yes-valinnan kanssa: lähetä varoituksista huolimatta (kaksoiskappaleet
                     tiedostossa, erät yhteensä yli saldon, SEPA-merkistön ulkopuoliset merkit);
                     ilman sitä tällaista tiedostoa ei lähetetä ja komento päättyy koodiin 1. Se
                     ei koskaan koske jo lähetettyjä maksuja
  --pay-twice        lähetä jo lähetettyjen kanssa identtiset maksut (sama saaja, summa ja viite)
                     sekä kokonaan aiemmin lähetetty tiedosto: ne MAKSETAAN UUDELLEEN
  --confirm-changed-payees
                     lähetä maksut saajille, joiden tilitiedot ovat muuttuneet edellisen maksun
                     jälkeen (payee_bank_details_changed); varmista muutos ensin saajalta
                     puhelimitse, tai luota uuteen IBANiin: \`bulkpay payees trust <IBAN>\`
  --wait             seuraa jokaista erää lopulliseen tilaan asti ja tulosta kunkin maksun tulos
  --timeout MIN      --wait-valinnan kanssa: lopeta odotus MIN minuutin jälkeen (oletus 70), koodi 3
  --json             tulosta yksi JSON-objekti tekstin sijaan

Paluukoodit: 0 kaikki maksettu; 1 tarkistusvirheitä, kuittaamattomia varoituksia tai väärä
käyttö; 2 osa maksuista jäi lähettämättä tai hylättiin; 3 lopputulos ei vielä lopullinen (ilman
--wait-valintaa: odottaa hyväksyntää tai käsittelyä; tai tuntematon, yritetään yhä); 4 vain
tarkistus, mitään ei lähetetty (ei --yes); 5 --wait-valinnalla: pysähtyi, koska pankilta ei voi
kysyä (kirjautuminen hylätty lopullisesti tai rikkinäisiä vastauksia).
Yhteys: sovelluksen aktiivinen pankkiprofiili (kirjaudut sisään) tai BULKPAY_*-ympäristömuuttujat.`,
      resend: `Käyttö: bulkpay resend <bulk_id> [--yes] [--wait] [--json]

"Lähetä lähettämättömät maksut uudelleen", kuten sovelluksessa: hyväksytyn erän maksut, joita
pankki ei lähettänyt (saldo ei riittänyt käsittelyhetkellä), lähtevät uudelleen yhtenä uutena
eränä uudella Idempotency-Key-avaimella oman tarkistuksensa jälkeen. Vain kerran erää kohden:
erää, jonka lähettämättömät maksut on jo lähetetty uudelleen (eikä niitä hylätty), ei lähetetä
kolmatta kertaa. <bulk_id> on pankin erätunniste tai Bulkpayn oma (katso \`bulkpay status\`).

Valinnat:
  --yes          lähetä; ilman sitä mitään ei lähetetä (vain tarkistus, koodi 4)
  --wait         seuraa uutta erää lopulliseen tilaan asti ja tulosta kunkin maksun tulos
  --timeout MIN  --wait-valinnan kanssa: lopeta odotus MIN minuutin jälkeen (oletus 70), koodi 3
  --json         tulosta yksi JSON-objekti tekstin sijaan

Paluukoodit kuten \`bulkpay submit\`: 0 kaikki maksettu; 1 ei mitään lähetettävää uudelleen, ei
vielä sallittu tai väärä käyttö; 2 osa maksuista jäi lähettämättä tai erä hylättiin; 3 ei vielä
lopullinen; 4 vain tarkistus.`,
      status: `Käyttö: bulkpay status [bulk_id] [--wait] [--json]

Näyttää eriä historiasta: ilman erätunnistetta keskeneräiset ja kymmenen viimeisintä; tunnisteen
kanssa (Bulkpayn tunniste tai pankin bulk_id) kyseisen erän ja jokaisen maksun tuloksen.
Lukee vain paikallista historiaa, paitsi --wait-valinnalla: silloin se ottaa yhteyden pankkiin
(aktiivinen profiili tai BULKPAY_*-ympäristömuuttujat) ja seuraa keskeneräisiä eriä lopulliseen
tilaan asti.

Valinnat:
  --wait          seuraa keskeneräisiä eriä lopulliseen tilaan asti
  --timeout MIN   --wait-valinnan kanssa: lopeta MIN minuutin jälkeen (oletus 70), koodi 3
  --json          tulosta JSON tekstin sijaan

Paluukoodit: 0 kaikki maksettu; 1 väärä käyttö tai tuntematon erä; 2 osa maksuista jäi
lähettämättä tai hylättiin; 3 lopputulos tuntematon tai ei vielä lopullinen; 5 --wait-valinnalla:
pysähtyi, koska pankilta ei voi kysyä (kirjautuminen hylättiin eikä uusi hyväksyntä auttanut, tai
sen vastaukset ovat rikki); erä säilyttää viimeisimmän pankin vahvistaman tilan. Niin kauan kuin
pankki epäonnistuu, --wait kertoo siitä virhetulosteessa.`,
      history: `Käyttö: bulkpay history [hakuvalinnat] [--json | --csv] [--team]

Hakee jokaisesta Bulkpayn lähettämästä maksusta (paikallinen historia; pankkiyhteyttä ei
tarvita). --team hakee sen sijaan tiimin yhteisestä historiasta (kaikkien jäsenten maksut; katso
bulkpay team). Teksti tulostaa yhden sivun; --json ja --csv tulostavat kaikki osumat täsmäytystä
varten (summat tarkkoja, CSV-solut turvallisia avata taulukkolaskennassa).

Hakuvalinnat:
  --text T           sisältää saajassa, tilissä tai viitteissä
  --payee T          saajan nimi sisältää
  --iban T           tili (IBAN) sisältää; välilyönnit ohitetaan
  --reference T      viite, viesti tai end-to-end-tunniste sisältää
  (1–2 merkkiä: nimet, IBANit ja viitteet, jotka alkavat niillä; RF-viite, RF…: rakenteiset
  viitteet, jotka alkavat sillä, välilyönneistä ja kirjainkoosta välittämättä, ja viestit, jotka
  alkavat sillä niin kuin ne on kirjoitettu, kirjainkoosta välittämättä; vähintään 3: mistä
  kohtaa tahansa)
  --amount-min A     --amount-max A   tarkat summat, esim. 1250.00
  --from DATE        --to DATE        lähetetty alkaen / viimeistään (VVVV-KK-PP, UTC)
  --state S          paid, notenoughbalance, rejected, pending, not_accepted, not_sent (toistettava)
  --bulk ID          yhden erän maksut
  --sort KEY         date (oletus), amount, payee, state;  --asc vanhimmat/pienimmät ensin
  --limit N          rivejä tekstitulosteen sivulla (oletus 50)
  --after CURSOR     seuraava sivu: edellisen sivun alle tulostettu kohdistin

Lukumäärä pysähtyy 1 000:een ("yli 1 000 maksua"): miljoonan rivin laskeminen maksaisi enemmän
kuin kertoisi. Rajaa hakua saadaksesi tarkan lukumäärän.`,
      team: `Käyttö: bulkpay team <komento> …

Taloustiimi jakaa yhden tietokannan PostgreSQL:ssä: yhden henkilön valmistelemat ajot vapauttaa
toinen (neljän silmän periaate) ennen kuin mikään työasema lähettää ne, ja jokainen ajo lähetetään
koko tiimissä vain kerran.

  team connect <postgresql-url> [--yes]   yhdistä tämä työasema (salasana URL:sta, PGPASSWORD-
                                          muuttujasta tai kysytään, sitten säilytetään
                                          avainnipussa); --yes asentaa tai päivittää tiimin skeeman,
                                          kun roolisi sallii
  team status                             kuka olet tiimissä, palvelin ja skeema
  team role <tietokantarooli> <preparer|approver|admin|viewer>     (vain ylläpitäjät)
  team submit <tiedosto> --account <iban-tai-uuid> [--decimal M] [--json]   valmistele ajo, lähetä
                                          vapautettavaksi; --decimal M: summien desimaalierotin, dot tai
                                          comma (kun sitä ei voi päätellä tiedostosta)
  team release <run_id> [--yes] [--pay-again]   näytä ajo; --yes vapauttaa sen (ei omaa
                                          ajoasi); --pay-again, kun toinen vapautettu ajo sisältää
                                          sen maksut
  team submit/release … --pay-twice --confirm-changed-payees   vahvista jo lähetetyt maksut ja
                                          muuttuneet tilitiedot erikseen, kuten bulkpay submit
  team return <run_id> --comment TEXT     palauta ajo valmistelijalleen
  team send <run_id> [--wait] [--json]    lähetä vapautettu ajo tältä työasemalta
  team show <run_id> [--json]             ajo: tila, kuka sen valmisteli ja vapautti, sen erät
  team follow [bulk_id …] [--lease-seconds 60]   seuraa tiimin avoimia eriä (tai näitä)
                                          pankissa lopulliseen tilaan asti, yksi työasema kerrallaan
                                          erää kohden (vuokra); jokainen jäsen näkee tilan tiimin
                                          historiassa
  team runs [--json]                      viimeisimmät ajot
  team import-history [--json]            kopioi tämän työaseman historia tiimin tietokantaan
                                          (kerran; uusi ajo ei lisää mitään), määrät taulukoittain
  team templates [push | pull] [--json]   tiimin tallennetut sarakevastaavuudet; push kopioi tämän
                                          työaseman omat tiimille, pull tiimin omat tälle työasemalle
  team settings [push | pull [--accept-address NIMI --address URL [--bulk-address URL]]] [--json]
                                          tiimin pankkiprofiilit (osoitteet, sovellus- ja asiakastunnus;
                                          ei koskaan avaimia tai salaisuuksia); push (vain ylläpitäjät)
                                          kopioi tämän työaseman omat tiimille, pull tiimin omat tälle
                                          --accept-address: tiimin uudet pankkiosoitteet kyseiselle profiilille
                                          sellaisina kuin aiempi pull ne näytti: --address (ja --bulk-address, jos
                                          erien osoite on eri) on annettava niiden mukaisina (ei, jos
                                          tiimi muutti niitä)
  team rules [--json]                     vapautussäännöt; ylläpitäjät: rules threshold|second-approver
                                          <valuutta> <summa|none>, rules limit <jäsen> <valuutta> <summa|none>

BULKPAY_TEAM_URL (ja PGPASSWORD) yhdistää tallentamatta mitään, skripteille ja palvelimille.
Paluukoodit kuten submit, lisäksi {{notAllowed}}: ei sallittu roolillesi (tai neljän silmän periaate).`,
      report: `Käyttö: bulkpay report pain002 <tiedosto-tai-erä> [--version 03|10] [-o FILE]
       bulkpay report camt054 <erä> [-o FILE]
       bulkpay report pdf <tiedosto-tai-erä> -o FILE [--locale fi-FI] [--organisation NAME]

Raportit paikallisesta historiasta (pankkiyhteyttä ei tarvita). <tiedosto-tai-erä> on lähetetyn
tiedoston polku (pain.002 säilyttää silloin sen PmtInfId-tunnisteet ja nimet), tuodun
tiedoston tunniste tai SHA-256 (jokainen siitä lähetetty erä: ajo) tai yksi erä Bulkpayn
tunnisteella tai pankin bulk_id:llä, kuten \`bulkpay status\` ja \`bulkpay history\` ne näyttävät.

  pain002   ISO 20022 -maksun tilaraportti ERP:lle: pain.002.001.10 pain.001.001.09-tuonnille,
            muuten .03 (CSV, pain.001.001.03); --version valitsee
  camt054   yhden erän ISO 20022 -veloitusilmoitus: sen maksetut maksut yhtenä koottuna kirjauksena
  pdf       ajon raportti hyväksyjälle ja tilintarkastajalle

Valinnat:
  -o, --output FILE   kirjoita tähän (kokonaan tai ei lainkaan); ilman sitä XML vakiotulosteeseen
  --version V         pain.002-versio: 03 tai 10
  --locale L          rahasummat ja päivämäärät PDF:ssä, esim. fi-FI, de-DE (oletus: järjestelmän)
  --organisation N    maksavan organisaation nimi PDF:n yläreunaan`,
      inbox: `Käyttö: bulkpay inbox <kansio> [--once] [--team-submit --account IBAN] [--json]

Noutaa maksutiedostot (pain.001, CSV, Excel), jotka ERP tallentaa <kansioon>, jokaisen kerran:
tiedosto luetaan, kun sen koko ja muutosaika ovat pysyneet samoina 2 sekuntia; piilotiedostot ja
nimet, jotka päättyvät .tmp, .part, .partial, .crdownload, .filepart tai ~, jätetään rauhaan
(kirjoita sellaisella nimellä ja nimeä sitten uudelleen). Jokaisen tiedoston SHA-256 säilytetään
historiassa, joten samaa sisältöä ei lueta kahdesti, ei uudelleenkäynnistyksenkään jälkeen. Luettu
tiedosto siirretään kansioon <kansio>/read/, lukukelvoton kansioon <kansio>/rejected/ ja sen
viereen <nimi>.why.txt, jossa on syy. Yksi rivi tiedostoa kohden.

Valinnat:
  --once          lue kansiossa nyt olevat tiedostot ja lopeta (oletus: seuraa kunnes pysäytetään)
  --team-submit   lähetä jokainen kelvollinen tiedosto tiimille hyväksyttäväksi (kuten bulkpay team submit)
  --account IBAN  --team-submit-valinnan kanssa: tili, jolta tiimi maksaa
  --json          yksi JSON-olio tiedostoa kohden

Paluukoodi: 0 kaikki tiedostot luettu, 1 tiedosto hylättiin tai sitä ei voitu ottaa, 2 väärä käyttö.`,
      statement: `Käyttö: bulkpay statement <tili> --from VVVV-KK-PP --to VVVV-KK-PP [-o FILE] [--scheduled] [--version 02|08]

Kirjautuu pankkiin (kuten \`bulkpay accounts\`) ja kirjoittaa tilin <tili> (IBAN, poolin tunniste
tai koodi) ISO 20022 camt.053 -tiliotteen jaksolta kaikilta sen tapahtumasivuilta. Alku- ja
loppusaldot lasketaan taaksepäin tämän päivän saldosta; kun jakso alkaa ennen vanhinta pankin
listaamaa tapahtumaa (365 päivää), alkusaldo jätetään pois ja tiliote kertoo sen AddtlStmtInf-
kentässä.

Valinnat:
  --from, --to   jakso, molemmat päivät mukaan lukien
  -o FILE        kirjoita tähän (kokonaan tai ei lainkaan); ilman sitä vakiotulosteeseen
  --scheduled    listaa myös ajastetut (vielä kirjaamattomat) tapahtumat PDNG-kirjauksina
  --version V    camt.053.001.02 (oletus) tai .08`,
      keys: `Käyttö: bulkpay keys import <tiedosto>... [--profile <tunniste-tai-nimi>]

Tuo QSEAL-yksityisavaimen ja sen varmenteen pankkiprofiiliin, kuten Asetukset → Avain ja
varmenne: PEM-tiedostot (avain ja varmenne, tai molemmat yhdessä) tai yksi PKCS#12 (.p12/.pfx).
Avain tarkistetaan (vähintään 2048-bittinen RSA, vastaa varmennetta, voimassa) ja säilytetään
käyttöjärjestelmän avainnipun avaimella sinetöitynä, ei koskaan selväkielisenä. Pankkiin
rekisteröity avain vaihdetaan vain komennolla \`bulkpay renew\`.

Valinnat:
  --profile P   pankkiprofiili (tunniste tai nimi); oletus aktiivinen

Salatun avaimen salasana tulee muuttujasta BULKPAY_KEY_PASSPHRASE tai kysytään (piilotettuna),
kun tiedostot tarvitsevat sitä. Päättyy koodiin 0, kun tuonti onnistui, muuten 1, väärästä
käytöstä 2.`,
      onboarding: `Käyttö: bulkpay onboarding <vaihe> [valinnat]

Ottaa pankkiprofiilin käyttöön ilman työpöytäistuntoa (palvelin, CI-ajo) samalla ytimellä kuin
Asetukset. Vaiheet järjestyksessä:

  create-profile --name N --base-url URL [--bulk-base-url URL] [--character-set SET]
                 lisää pankkiprofiilin ja tekee siitä aktiivisen; tulostaa sen tunnisteen
  edit-profile --character-set SET
                 tallentaa, mitkä merkit profiilin pankki hyväksyy nimissä ja viitteissä:
                 epc_basic (tiukka SEPA-perusmerkistö, oletus) tai latin_letters (ä ö ü å é ß …)
  signup   --email E --first-name F --last-name L     luo käyttöönottokäyttäjän pankkiin
  apply    [--email E] --organisation-name O --organisation-url URL
                 rekisteröi sovelluksen profiilin varmenteella (aja ensin
                 \`bulkpay keys import\`); pankki sitten hyväksyy sen
  status   [--email E]  kysyy, onko sovellus hyväksytty; kun on, asiakastunnus ja -salaisuus
                 tallennetaan (salaisuus avainnippuun) ja profiilia voi käyttää

edit-profile, signup, apply ja status ottavat valinnan --profile P (tunniste tai nimi; oletus aktiivinen
profiili); apply ja status kirjautuvat valinnalla --email, oletuksena sähköpostilla, jolla
profiili rekisteröityi tai kirjautui. Käyttöönoton salasana tulee muuttujasta
BULKPAY_ONBOARDING_PASSWORD tai kysytään (piilotettuna); sitä ei koskaan tallenneta.
Paluukoodit: 0 valmis (status: hyväksytty), 1 epäonnistui, 2 väärä käyttö, 3 (status) ei vielä
hyväksytty.`,
      payees: `Käyttö: bulkpay payees [--json] [--state new|known|trusted|blocked] [--search TEKSTI]
       bulkpay payees block <IBAN> [--reason TEKSTI]
       bulkpay payees trust <IBAN>
       bulkpay payees unblock <IBAN>
       bulkpay payees export <tiedosto.csv>
       bulkpay payees import <tiedosto.csv>

Maksunsaajarekisterissä on jokainen tältä koneelta maksettu saaja: nimi, IBAN, ensimmäinen ja
viimeisin maksu, maksujen määrä ja luottamustila. Maksut tarkistetaan sitä vasten ennen
lähettämistä: toiselle tilille aiemmin maksettu saaja, uusi saaja, toisella nimellä maksettu
IBAN, tavallisesta poikkeava summa ja estetty IBAN (virhe) näytetään rivillään.

  block <IBAN>     kaikki maksut tälle IBANille estetään, kunnes esto poistetaan (--reason tallentuu)
  trust <IBAN>     IBAN on varmistettu: saajan muutos siihen ei tarvitse erillistä vahvistusta
  unblock <IBAN>   poistaa eston (IBAN muistetaan kerran estettynä)
  export <tied.>   kirjoittaa rekisterin CSV-tiedostoon
  import <tied.>   lukee tällaisen CSV:n (name ja iban pakollisia): asettaa rivien luottamustilan ja huomion
  --json           luettelo JSON-muodossa

Jokainen muutos kirjataan tapahtumalokiin tekijän ja ajan kanssa.`,
      renew: `Käyttö: bulkpay renew <tiedosto>... [--profile <tunniste-tai-nimi>] [--email E]

Uusii profiilin varmenteen pankissa uudella QSEAL-avaimella ja varmenteella, kuten Asetukset:
pankille kerrotaan ensin, ja Bulkpay vaihtaa uuteen avaimeen vasta pankin vahvistettua; jos
pankki kieltäytyy, nykyinen avain pysyy käytössä. Tiedostot ja avaimen salasana kuten
\`bulkpay keys import\`. Uusiminen vaatii käyttöönoton kirjautumisen: --email (oletus se, jolla
profiili otettiin käyttöön) ja BULKPAY_ONBOARDING_PASSWORD, tai salasana kysytään.
Päättyy koodiin 0, kun uusiminen onnistui, muuten 1, väärästä käytöstä 2.`,
    },
    inbox: {
      giveFolder: 'anna saapuvien kansio.',
      giveAccount: '--team-submit tarvitsee valinnan --account: tilin, jolta tiimi maksaa tiedostot.',
      noFolder: 'kansiota {{folder}} ei ole; luo se ensin tai anna toinen.',
      read: '{{file}}: luettu maksuajoksi, {{count}} maksua, {{total}}; avaa se Bulkpayn Etusivulla.',
      readWithErrors:
        '{{file}}: luettu maksuajoksi, {{count}} maksua, {{total}}; {{errors}} korjattavaa ongelmaa, avaa se Bulkpayn Etusivulla.',
      submitted: '{{file}}: luettu, {{count}} maksua, {{total}}; lähetetty tiimille hyväksyttäväksi ajona {{run}}.',
      rejected: '{{file}}: hylätty, siirretty kohteeseen {{movedTo}}: {{why}}',
      duplicate:
        '{{file}}: sama tiedosto luettiin jo {{at}} nimellä {{earlier}}; ei lueta uudelleen, siirretty kohteeseen {{movedTo}}.',
      later: '{{file}}: jätetty saapuvien kansioon ja yritetään pian uudelleen: {{why}}',
      lookFailed: 'Saapuvien kansiota {{folder}} ei voitu katsoa ({{why}}); yritetään uudelleen.',
      waiting:
        'Toinen Bulkpay (toinen prosessi tai tietokone) seuraa kansiota {{folder}}; odotetaan, kunnes se lopettaa ({{lock}} kertoo mikä).',
      waitingOver: 'Toinen Bulkpay lopetti kansion {{folder}} seuraamisen; tämä noutaa nyt sen tiedostot.',
      watching: 'Seurataan kansiota {{folder}} ERP:n maksutiedostojen varalta; pysäytä Ctrl+C:llä.',
    },
    team: {
      status:
        'Tiimin tietokanta: PostgreSQL {{server}}, skeeman versio {{schema}}. Olet {{user}}, Bulkpay-roolisi on {{role}}.',
      statusNoRole:
        'Tiimin tietokanta: PostgreSQL {{server}}, skeeman versio {{schema}}. Olet {{user}}, sinulla ei ole vielä Bulkpay-roolia (ylläpitäjä antaa sen komennolla `bulkpay team role`).',
      role: {
        preparer: 'valmistelija',
        approver: 'hyväksyjä',
        admin: 'ylläpitäjä',
        viewer: 'katselija',
      },
      payeeKeyUnicode:
        'Tämä Bulkpay lukee nimet Unicode-version {{app}} mukaan, tiimin tietokanta version {{tables}} mukaan: maksunsaajasta, jonka nimessä on harvinainen merkki, voidaan varoittaa täällä mutta ei tiimin vapautussäännössä, tai päinvastoin. Kerro tiimin ylläpitäjälle, joka pyytää Bulkpay-versiota, jossa versiot ovat samat.',
      indexesToRebuild:
        'Osa tiimin tietokannan indekseistä puuttuu tai jäi keskeneräiseksi ({{indexes}}): haut voivat olla hitaita. Ylläpitäjä ajaa `bulkpay team connect <url> --yes` rakentaakseen ne uudelleen (työasemat toimivat sillä välin).',
      indexesBuilding:
        'Tiimin tietokannan indeksejä {{indexes}} rakennetaan parhaillaan (toinen istunto rakentaa niitä): haut voivat olla hitaita, kunnes se valmistuu. Mitään ei tarvitse tehdä.',
      payeeNamesUnfilled:
        'Tiimin historian maksunsaajien nimien lisääminen jäi kesken keskeytyneen päivityksen vuoksi: maksunsaajahaut ovat hitaampia, kunnes nimet on lisätty. Ylläpitäjä ajaa `bulkpay team connect <url> --yes` viedäkseen sen loppuun (työasemat toimivat sillä välin).',
      payeeNamesFilling:
        'Tiimin historian maksunsaajien nimiä lisätään parhaillaan (toinen istunto tekee sitä): maksunsaajahaut ovat hitaampia, kunnes se valmistuu. Mitään ei tarvitse tehdä.',
      schemaOlder:
        'Tiimin skeema on vanhempi kuin tämä Bulkpay; ylläpitäjä ajaa komennon `bulkpay team connect <url> --yes`.',
      passwordPrompt: 'Tiimin tietokannan salasana: ',
      giveUrl: 'anna tiimin tietokannan postgresql://-osoite.',
      schemaInstall:
        'tiimin skeema on asennettava (versio {{have}} → {{want}}). Ylläpitäjä, jonka tietokantarooli saa luoda skeemoja ja rooleja, ajaa komennon `bulkpay team connect <url> --yes`.',
      schemaUpgrade:
        'tiimin skeema on päivitettävä (versio {{have}} → {{want}}). Ylläpitäjä, jonka tietokantarooli saa luoda skeemoja ja rooleja, ajaa komennon `bulkpay team connect <url> --yes`.',
      connected: 'Tämä työasema käyttää nyt tiimin tietokantaa; salasana säilytetään käyttöjärjestelmän avainnipussa.',
      giveRole: 'anna tietokantarooli ja yksi näistä: {{roles}}.',
      roleSet: 'Käyttäjän {{user}} Bulkpay-rooli on nyt {{role}}.',
      unknownCommand: 'tuntematon komento "{{name}}"',
      whichCommand: 'mikä tiimikomento?',
      runTitle_one: 'Ajo {{id}}: {{file}}, {{count, number}} maksu, yhteensä {{total}}',
      runTitle_other: 'Ajo {{id}}: {{file}}, {{count, number}} maksua, yhteensä {{total}}',
      runFrom: '  tililtä {{account}}; {{state}}',
      preparedBy: '  valmistellut {{user}} {{at}}',
      releasedBy: '  vapauttanut {{user}} {{at}}',
      noSecondPerson: '  toista henkilöä ei tarvita (alle vapautusrajan)',
      returnedBy: '  palauttanut {{user}}: {{comment}}',
      sentBy: '  lähettänyt {{user}} koneelta {{host}}',
      beingSentBy: '  lähettämässä {{user}} koneelta {{host}}',
      warningsAcknowledged: '  kuitatut varoitukset: {{warnings}}',
      state: {
        awaiting_release: 'odottaa toisen henkilön vapautusta',
        returned: 'palautettu valmistelijalle',
        released: 'vapautettu, valmis lähetettäväksi',
        sending: 'lähetetään',
        sent: 'lähetetty pankkiin',
      },
      giveFileAndAccount: 'anna yksi tiedosto ja --account.',
      giveRunId: 'anna ajon tunniste.',
      payAgainConfirms: '{{message}} (--pay-again vahvistaa sen)',
      reviewOnly: 'Ei vapautettu: vain tarkistus. Vapauta ajo ajamalla komento uudelleen valinnalla --yes.',
      released: 'Vapauttanut {{user}}; mikä tahansa tiimin työasema voi nyt lähettää sen.',
      giveComment: 'anna ajon tunniste ja --comment valmistelijalle.',
      returned: 'Palautettu käyttäjälle {{user}}: {{comment}}',
      giveSendArgs: 'anna ajon tunniste (ja positiivinen --timeout).',
      sentElsewhere: 'tätä ajoa lähettää {{user}} koneelta {{host}}; täältä ei lähetetty mitään.',
      takenOver:
        'toinen työasema otti tämän ajon hoitaakseen, kun sitä lähetettiin täältä; se lähettää loput erät samoilla avaimilla. Seuraa sitä komennolla `bulkpay team show`.',
      localOnly: 'tulokset säilyvät toistaiseksi vain tällä työasemalla: {{message}}',
      noRuns: 'Ajoja ei vielä ole. Valmistelija aloittaa ajon komennolla `bulkpay team submit <tiedosto> --account …`.',
      followOptions: '--interval-ms on oltava positiivinen ja lyhyempi kuin --lease-seconds; --timeout positiivinen.',
      noneOfTheseOpen:
        'Mikään näistä eristä ei odota lopputulosta (ne ovat lopullisia tai eivät ole tiimin historiassa).',
      noneOpen: 'Mikään tiimin erä ei odota lopputulosta.',
    },
    date: {
      calendar: 'Kalenteri: {{label}}',
      invalid: '{{label}}: kirjoita päivämäärä muodossa {{pattern}}, esim. {{example}}.',
      day: 'PP',
      month: 'KK',
      year: 'VVVV',
      tooEarly: '{{label}}: valitse {{min}} tai myöhempi päivä.',
      tooLate: '{{label}}: valitse {{max}} tai aiempi päivä.',
    },
  },
  teamUi2: {
    hintReview:
      'Lähetä hyväksyttäväksi: joku muu hyväksyjä kuin sinä hyväksyy tämän ajon ennen kuin sen voi lähettää pankkiin.',
    liveLost:
      'Kollegojesi muutokset näkyvät täällä {{seconds}} sekunnin kuluessa: reaaliaikainen yhteys tiimin tietokantaan on katkennut, ja Bulkpay yhdistää uudelleen itse.',
    liveLostPooler:
      'Kollegojesi muutokset näkyvät täällä {{seconds}} sekunnin kuluessa: reaaliaikaiset päivitykset eivät kulje tiimin tietokannan osoitteen kautta. Jos osoite on yhteyksien jakaja (kuten PgBouncer transaktiotilassa), pyydä IT-ylläpitoa antamaan Bulkpaylle tietokantapalvelimen oma osoite reaaliaikaisia päivityksiä varten (tiimin ylläpito-opas, ”Behind a connection pooler”).',
    opening: 'Avataan ajoa…',
    waitingForYou_one: '({{count, number}} ajo odottaa hyväksyntääsi)',
    waitingForYou_other: '({{count, number}} ajoa odottaa hyväksyntääsi)',
    correct_one: 'Korjaa {{count, number}} maksu ja lähetä uudelleen',
    correct_other: 'Korjaa {{count, number}} maksua ja lähetä uudelleen',
    title: {
      awaiting_release: 'Odottaa hyväksyntää',
      returned: 'Palautettu sinulle',
      released: 'Hyväksytty: valmis lähetettäväksi',
      sending: 'Lähetetään',
      sent: 'Lähetetty pankkiin',
    },
    lead: {
      awaiting_release:
        '{{file}} (valmistellut {{user}}, {{at}}) odottaa hyväksyntää. Joku muu hyväksyjä kuin sinä hyväksyy sen tai palauttaa sen kommentin kanssa; tämä sivu näyttää sen heti. Pankkiin ei lähde mitään ennen sitä.',
      returned:
        '{{user}} palautti ajon {{file}} sinulle: ”{{comment}}”. Korjaa maksut ja lähetä ne uudelleen hyväksyttäviksi uutena ajona.',
      released: '{{user}} hyväksyi ajon {{file}}. Lähetä se nyt pankkiin ja hyväksy se sitten pankkisovelluksessa.',
      sending: 'Käyttäjä {{user}} lähettää ajoa {{file}} koneelta {{host}}.',
      sent: 'Käyttäjä {{user}} lähetti ajon {{file}} pankkiin koneelta {{host}}.',
    },
  },
  runDifference: {
    label: 'Verrattuna edelliseen ajoon',
    against_one: 'Verrattuna edelliseen ajoon ({{file}}, lähetetty {{date}}, {{count, number}} maksunsaaja):',
    against_other: 'Verrattuna edelliseen ajoon ({{file}}, lähetetty {{date}}, {{count, number}} maksunsaajaa):',
    noPrevious: 'Mikään aiempi ajo ei maksanut useimmille näistä maksunsaajista, joten vertailtavaa ajoa ei ole.',
    newPayees_one: '{{count, number}} uusi maksunsaaja',
    newPayees_other: '{{count, number}} uutta maksunsaajaa',
    ibanChanged_one: '{{count, number}} IBAN muuttunut',
    ibanChanged_other: '{{count, number}} IBANia muuttunut',
    amountsUp_one: '{{count, number}} summa noussut yli {{percent}} %',
    amountsUp_other: '{{count, number}} summaa noussut yli {{percent}} %',
    amountsDown_one: '{{count, number}} summa laskenut yli {{percent}} %',
    amountsDown_other: '{{count, number}} summaa laskenut yli {{percent}} %',
    notPaidNow_one: '{{count, number}} edellisen ajon maksunsaaja ei ole mukana nyt',
    notPaidNow_other: '{{count, number}} edellisen ajon maksunsaajaa ei ole mukana nyt',
    same: 'samat maksunsaajat ja IBANit, mikään summa ei muuttunut yli {{percent}} %.',
    show: 'Näytä maksunsaajat',
    newPayee: 'Uusi maksunsaaja: {{name}},',
    ibanChange: 'IBAN muuttunut: {{name}},',
    amountChange: 'Summa: {{name}}, {{old}} → {{new}}',
    notPaid: 'Ei maksettu tässä ajossa: {{name}}',
    more: '… ja {{count, number}} muuta',
  },
  volumeHistory: {
    indexing: 'Historian hakuhakemistoa päivitetään: {{done, number}} / {{payments, number}} maksua.',
    indexingMeanwhile: 'Voit jatkaa työskentelyä; historian haku voi olla hitaampaa, kunnes päivitys on valmis.',
    indexingProgress: 'Hakuhakemiston päivitys',
    migrated:
      'Tämä Bulkpay-versio päivitti historian hakuhakemiston käynnistyessään ({{payments, number}} maksua). Se kesti {{seconds, number}} s ja tehdään vain kerran.',
    migratedPayeeBook:
      'Tämä Bulkpay-versio kokosi käynnistyessään maksunsaajarekisterin historian maksetuista maksuista ({{payments, number}} maksua). Se kesti {{seconds, number}} s ja tehdään vain kerran.',
    indexed:
      'Historian hakuhakemisto on taas ajan tasalla ({{payments, number}} maksua lisätty, {{seconds, number}} s).',
    dismiss: 'Sulje',
  },
  volumeWindow: {
    filling: 'Kaikki {{total, number}} riviä tarkistettu; taulukko täydentyy ({{done, number}} näkyvissä)',
  },
  problemText: {
    nonSepaCharactersUnlisted:
      '{{field}} sisältää merkkejä, joita tämä pankki ei hyväksy (esimerkiksi tarkkeellisia kirjaimia tai symboleita); se voi korvata tai hylätä ne. Kirjoita ne niin kuin pankki ne hyväksyy (Muunna).',
  },
  teamRules: {
    ui: {
      title: 'Vapautussäännöt',
      hint: 'Tiimin tietokanta valvoo näitä jokaisessa ajossa, myös jäsenen omaa SQL:ää vastaan. Summat ovat valuuttakohtaisia kokonaissummia.',
      kind: 'Sääntö',
      member: 'Jäsen (tietokantatunnus)',
      currency: 'Valuutta',
      amount: 'Summa',
      set: 'Aseta sääntö',
      remove: 'Poista',
      kinds: {
        threshold: 'Ei toista henkilöä enintään',
        second_approver: 'Kaksi hyväksyjää yli',
        member_limit: 'Ylläpitäjä vapauttaa jäsenen ajot yli',
      },
    },
    notice: {
      needsTwo:
        'Ylittää tiimin toisen hyväksyjän rajan: kahden hyväksyjän, joista kumpikaan ei ole valmistelija, on vapautettava tämä ajo.',
      firstApproved: '{{user}} hyväksyi tämän ajon, ensimmäinen kahdesta: toisen hyväksyjän on vapautettava se.',
      needsAdmin:
        'Ylittää rajan, jonka tiimin ylläpitäjä asetti käyttäjälle {{user}}: ylläpitäjän on vapautettava tämä ajo.',
    },
    usage:
      'bulkpay team rules: ei mitään (luettelee säännöt) tai (ylläpitäjät) `threshold <valuutta> <summa|none>`, `second-approver <valuutta> <summa|none>` tai `limit <jäsen> <valuutta> <summa|none>`, esim. `bulkpay team rules second-approver EUR 50000`.',
    none: 'Tiimillä ei ole vapautussääntöjä: jokaisen ajon vapauttaa toinen henkilö.',
    rule: {
      threshold:
        'ajot, joiden summa on enintään {{amount}}, eivät tarvitse toista henkilöä (paitsi jos ne maksavat uudelle, muuttuneelle tai kerran estetylle saajalle)',
      second_approver: 'yli {{amount}}:n ajot tarvitsevat kaksi hyväksyjää',
      member_limit: 'jäsenen {{member}} valmistelemat yli {{amount}}:n ajot vapauttaa ylläpitäjä',
    },
    firstApprovedBy: '  hyväksyjä {{user}}, ensimmäinen kahdesta; toisen hyväksyjän on vapautettava se',
    needsTwo: '  ylittää tiimin toisen hyväksyjän rajan: kahden hyväksyjän on vapautettava se',
    needsAdmin: '  ylittää käyttäjän {{user}} rajan: ylläpitäjän on vapautettava se',
    firstApproval:
      '{{user}} hyväksyi, ensimmäinen kahdesta: toisen hyväksyjän (ei {{user}}, ei valmistelija) on vapautettava se ennen lähettämistä.',
  },
  teamStore2: {
    settingsUsage: 'bulkpay team settings: anna ei mitään (luettelo), push tai pull.',
    settingsPushed_one:
      'Tämän työaseman {{count, number}} pankkiprofiili kopioitiin tiimin tietokantaan (vain osoitteet ja tunnukset; avaimet ja salaisuudet jäävät tänne).',
    settingsPushed_other:
      'Tämän työaseman {{count, number}} pankkiprofiilia kopioitiin tiimin tietokantaan (vain osoitteet ja tunnukset; avaimet ja salaisuudet jäävät tänne).',
    settingsPulled_one:
      'Tiimin {{count, number}} pankkiprofiili kopioitiin tälle työasemalle (samannimiset päivitettiin; tämän työaseman avaimet ja salaisuudet säilyivät).',
    settingsPulled_other:
      'Tiimin {{count, number}} pankkiprofiilia kopioitiin tälle työasemalle (samannimiset päivitettiin; tämän työaseman avaimet ja salaisuudet säilyivät).',
    settingsLine: '{{name}}: {{baseUrl}} (asiakastunnus {{clientId}})',
    settingsNone:
      'Tiimillä ei ole vielä yhteisiä pankkiprofiileja; ylläpitäjä jakaa tämän työaseman profiilit komennolla `bulkpay team settings push`.',
  },
  profileFix: {
    confirmTitle: 'Siirretäänkö ”{{name}}” toiseen pankkiosoitteeseen?',
    confirmBody:
      'Tästä lähtien tämän profiilin avaimen allekirjoitukset, asiakassalaisuus ja pankkikirjautumiset menevät uuteen osoitteeseen. Vahvista vain, jos pankkisi kertoi osoitteen muuttuneen. Profiilin kaikki pankkiistunnot päättyvät: kirjaudut uudelleen.',
    confirmFrom: 'Nyt: {{host}} ({{baseUrl}})',
    confirmTo: 'Uusi: {{host}} ({{baseUrl}})',
    confirmBulkTo: 'Uusi erien osoite: {{baseUrl}}',
    confirmMove: 'Siirrä osoitteeseen {{host}}',
    confirmCancel: 'Pidä {{host}}',
    moved: '”{{name}}” käyttää nyt osoitetta {{host}}. Kirjaudu pankkiin uudelleen ennen maksamista.',
    pendingAddress:
      'Tiimi vaihtoi pankkiprofiilin ”{{name}}” osoitteeksi {{host}} ({{baseUrl}}; erät: {{bulkBaseUrl}}). Tämä työasema käyttää edelleen osoitetta {{current}}, koska profiilissa on sen avain, asiakassalaisuus tai pankkikirjautuminen. Ota uudet osoitteet käyttöön, kun tiimisi on vahvistanut ne: {{command}}',
    accepted:
      '”{{name}}” käyttää nyt osoitetta {{baseUrl}}. Sen pankkikirjautuminen päättyi: kirjaudu uudelleen (bulkpay login) ennen maksamista.',
    kept: '”{{name}}” käyttää edelleen osoitetta {{baseUrl}}; tiimin osoitetta ei tarjota uudelleen, ellei tiimi muuta sitä.',
    noPending:
      'Tiimillä ei ole profiilille ”{{name}}” odottavaa uutta osoitetta tällä työasemalla. Katso odottavat muutokset komennolla `bulkpay team settings pull`.',
    noticeTitle: 'Tiimi vaihtoi tämän pankin osoitteeksi {{host}}',
    noticeBody:
      'Tämä työasema käyttää osoitetta {{current}}, kunnes hyväksyt muutoksen, koska profiilissa on sen avain, asiakassalaisuus tai pankkikirjautuminen. Hyväksy vain, jos tiimisi kertoi pankin osoitteen muuttuneen: pankkikirjautuminen päättyy ja kirjaudut uudelleen.',
    newAddress: 'Uusi osoite: {{baseUrl}}',
    newBulkAddress: 'Erien uusi osoite: {{baseUrl}}',
    accept: 'Käytä tiimin osoitetta',
    keep: 'Pidä oma osoite',
  },
  takeoverUi: {
    renewedJustNow: 'Käyttäjän {{user}} Bulkpay vahvisti alle minuutti sitten, että lähetys jatkuu.',
    renewed_one: 'Käyttäjän {{user}} Bulkpay vahvisti viimeksi {{count, number}} minuutti sitten, että lähetys jatkuu.',
    renewed_other:
      'Käyttäjän {{user}} Bulkpay vahvisti viimeksi {{count, number}} minuuttia sitten, että lähetys jatkuu.',
    waitLive_one:
      'Jos käyttäjän {{user}} Bulkpay ei jatka {{count, number}} minuutin kuluessa, voit viedä lähetyksen loppuun tältä tietokoneelta.',
    waitLive_other:
      'Jos käyttäjän {{user}} Bulkpay ei jatka {{count, number}} minuutin kuluessa, voit viedä lähetyksen loppuun tältä tietokoneelta.',
    lapsed_one:
      'Käyttäjän {{user}} Bulkpay koneella {{host}} ei ole yli {{count, number}} minuuttiin vahvistanut, että lähetys jatkuu: se on luultavasti pysähtynyt. Voit viedä tämän ajon lähetyksen loppuun tältä tietokoneelta.',
    lapsed_other:
      'Käyttäjän {{user}} Bulkpay koneella {{host}} ei ole yli {{count, number}} minuuttiin vahvistanut, että lähetys jatkuu: se on luultavasti pysähtynyt. Voit viedä tämän ajon lähetyksen loppuun tältä tietokoneelta.',
    renewedSeconds_one:
      'Käyttäjän {{user}} Bulkpay vahvisti viimeksi {{count, number}} sekunti sitten, että lähetys jatkuu.',
    renewedSeconds_other:
      'Käyttäjän {{user}} Bulkpay vahvisti viimeksi {{count, number}} sekuntia sitten, että lähetys jatkuu.',
    waitLiveSeconds_one:
      'Jos käyttäjän {{user}} Bulkpay ei jatka {{count, number}} sekunnin kuluessa, voit viedä lähetyksen loppuun tältä tietokoneelta.',
    waitLiveSeconds_other:
      'Jos käyttäjän {{user}} Bulkpay ei jatka {{count, number}} sekunnin kuluessa, voit viedä lähetyksen loppuun tältä tietokoneelta.',
    lapsedSeconds_one:
      'Käyttäjän {{user}} Bulkpay koneella {{host}} ei ole yli {{count, number}} sekuntiin vahvistanut, että lähetys jatkuu: se on luultavasti pysähtynyt. Voit viedä tämän ajon lähetyksen loppuun tältä tietokoneelta.',
    lapsedSeconds_other:
      'Käyttäjän {{user}} Bulkpay koneella {{host}} ei ole yli {{count, number}} sekuntiin vahvistanut, että lähetys jatkuu: se on luultavasti pysähtynyt. Voit viedä tämän ajon lähetyksen loppuun tältä tietokoneelta.',
    finish: 'Vie lähetys loppuun tältä tietokoneelta',
    confirmTitle: 'Viedäänkö tämän ajon lähetys loppuun tältä tietokoneelta?',
    confirmBody:
      'Bulkpay lähettää samat maksut samoilla Idempotency-Key-avaimilla, joita käyttäjän {{user}} työasema käytti: jo pankkiin ehtinyttä erää ei luoda uudelleen, joten pankki ei maksa kenellekään kahdesti. Hyväksy sen jälkeen erät puhelimellasi kuten muissakin lähetyksissä.',
    confirm: 'Kyllä, vie ajon lähetys loppuun',
    finishing: 'Viedään lähetystä loppuun…',
    cancel: 'Peruuta',
  },
  volumeWindowFix: {
    checking:
      'Tarkistettu {{done, number}}/{{total, number}} riviä; taulukko täydentyy sitä mukaa kuin loput luetaan. Muokkaukset ja poistot ovat mahdollisia, kun kaikki rivit on luettu.',
    filling:
      'Kaikki {{total, number}} riviä tarkistettu; taulukko täydentyy ({{done, number}} näkyvissä). Muokkaukset ja poistot ovat mahdollisia, kun kaikki rivit on luettu.',
  },
  profileFix2: {
    addressChanged:
      'Tiimi vaihtoi pankkiprofiilin ”{{name}}” osoitteen uudelleen, nyt osoitteeksi {{baseUrl}} (erät: {{bulkBaseUrl}}); mitään ei hyväksytty. Tarkista osoite ja, jos tiimisi vahvistaa sen, suorita: {{command}}',
    keychainFailed:
      'Pankkiprofiilin ”{{name}}” osoitetta ei vaihdettu: sen pankkikirjautumista ei voitu poistaa avainnipusta ({{reason}}). Avaa avainnipun lukitus ja yritä uudelleen.',
  },
  guardFix: {
    addressNotConfirmed:
      'Profiilille ”{{name}}” ei hyväksytty mitään: anna osoitteet, jotka sinulle näytettiin. Tiimin odottavat osoitteet ovat {{baseUrl}} (pankki) ja {{bulkBaseUrl}} (erät). Tarkista molemmat tiimisi kanssa ja suorita sitten: {{command}}',
  },
  volCli: {
    date: {
      noSuchDay: '{{label}}: päivää {{text}} ei ole kalenterissa: {{month}} on {{days}}-päiväinen. Tarkista päivä.',
      noSuchMonth: '{{label}}: päivää {{text}} ei ole kalenterissa: kuukautta {{month}} ei ole. Tarkista kuukausi.',
    },
  },
  volReview: {
    decimalDotOrComma: '--decimal-arvon on oltava dot tai comma (summien desimaalierotin).',
  },
  reviewSight: {
    separateTitle: 'Vahvista nämä maksut erikseen',
    separateIntro:
      '”Olen tarkistanut varoitukset” ei kata näitä maksuja. Vahvista jokainen maksu tai koko ryhmä ennen kuin mitään lähetetään.',
    paidAgain_one: 'Tämä {{total}} maksu MAKSETAAN UUDELLEEN: samanlainen maksu on jo lähetetty.',
    paidAgain_other:
      'Nämä {{count, number}} maksua ({{total}}) MAKSETAAN UUDELLEEN: samanlaiset maksut on jo lähetetty.',
    newAccount_one: '{{total}} menee tilille, jolle tälle saajalle ei ole koskaan maksettu.',
    newAccount_other:
      '{{total}} {{count, number}} maksussa menee tileille, joille näille saajille ei ole koskaan maksettu.',
    otherKind_one: '{{kind}}: {{count, number}} maksu, {{total}}.',
    otherKind_other: '{{kind}}: {{count, number}} maksua, {{total}}.',
    confirmAllAgain_one: 'Kyllä, maksa tämä maksu uudelleen',
    confirmAllAgain_other: 'Kyllä, maksa kaikki {{count, number}} maksua uudelleen ({{total}})',
    confirmAllNew_one: 'Kyllä, lähetä {{total}} uusille tilitiedoille',
    confirmAllNew_other: 'Kyllä, lähetä kaikki {{count, number}} maksua ({{total}}) uusille tilitiedoille',
    confirmAll_one: 'Kyllä, lähetä tämä maksu',
    confirmAll_other: 'Kyllä, lähetä kaikki {{count, number}} maksua ({{total}})',
    confirmRow: 'Vahvista rivi {{line}}',
    paymentLine: 'Rivi {{line}} · {{payee}} ·',
    notListed_one: '…ja {{count, number}} maksu lisää, vahvistetaan vain koko ryhmän mukana.',
    notListed_other: '…ja {{count, number}} maksua lisää, vahvistetaan vain koko ryhmän mukana.',
    needsOwnConfirmation_one:
      '{{count, number}} maksu tarvitsee oman vahvistuksen (maksettu jo, tai uudet tilitiedot): vahvistat sen seuraavassa vaiheessa.',
    needsOwnConfirmation_other:
      '{{count, number}} maksua tarvitsee oman vahvistuksen (maksettu jo, tai uudet tilitiedot): vahvistat ne seuraavassa vaiheessa.',
    continue: 'Jatka',
    back: 'Takaisin tarkistukseen',
    auditPaidAgain_one: 'vahvistettu erikseen: {{count, number}} jo lähetetty maksu MAKSETAAN UUDELLEEN ({{total}})',
    auditPaidAgain_other:
      'vahvistettu erikseen: {{count, number}} jo lähetettyä maksua MAKSETAAN UUDELLEEN ({{total}})',
    auditConfirmedSeparately_one:
      'vahvistettu erikseen: {{count, number}} maksu muuttuneille tilitiedoille ({{total}})',
    auditConfirmedSeparately_other:
      'vahvistettu erikseen: {{count, number}} maksua muuttuneille tilitiedoille ({{total}})',
    auditCellEdited: 'muokattu ennen lähettämistä: rivi {{line}}, {{field}} ”{{old}}” → ”{{new}}” ({{at}})',
    auditRowRemoved: 'poistettu ennen lähettämistä: rivi {{line}} ({{row}})',
    auditRowRestored: 'poistettu rivi palautettu: rivi {{line}}',
    auditGroup: {
      transliterate_one: '{{count, number}} solu kirjoitettu SEPA-merkistöllä',
      transliterate_other: '{{count, number}} solua kirjoitettu SEPA-merkistöllä',
      remove_copies_one: '{{count, number}} täsmällinen kopio poistettu',
      remove_copies_other: '{{count, number}} täsmällistä kopiota poistettu',
      ignore_column_one: 'sarake ohitettu: {{count, number}} solu tyhjennetty',
      ignore_column_other: 'sarake ohitettu: {{count, number}} solua tyhjennetty',
      undo_one: 'kumottu: {{count, number}} solu palautettu',
      undo_other: 'kumottu: {{count, number}} solua palautettu',
    },
    paymentsTitle_one: 'Maksu ({{count, number}})',
    paymentsTitle_other: 'Kaikki maksut ({{count, number}})',
    filters: 'Näytä maksut',
    showAll: 'Kaikki ({{count, number}})',
    showKind: '{{kind}} ({{count, number}})',
    colLine: 'Rivi',
    colBulk: 'Erä',
    colPayee: 'Saaja',
    colIban: 'IBAN',
    colAmount: 'Summa',
    colReference: 'Viite',
    colProblems: 'Tarkista',
    otherProblem: 'Muu ongelma',
  },
  /** Counted nouns, nested where a sentence counts two things: `$t(counts.bulks, {"count": {{bulks}} })`. */
  counts: {
    bulks_one: '{{count, number}} erä',
    bulks_other: '{{count, number}} erää',
    payments_one: '{{count, number}} maksu',
    payments_other: '{{count, number}} maksua',
    rows_one: '{{count, number}} rivi',
    rows_other: '{{count, number}} riviä',
    kinds_one: '{{count, number}} laji',
    kinds_other: '{{count, number}} lajia',
    errors_one: '{{count, number}} virhe',
    errors_other: '{{count, number}} virhettä',
    warnings_one: '{{count, number}} varoitus',
    warnings_other: '{{count, number}} varoitusta',
    payeeAccounts_one: '{{count, number}} saajan tili',
    payeeAccounts_other: '{{count, number}} saajan tiliä',
  },
};
