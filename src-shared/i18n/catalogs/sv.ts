import type { en } from './en';

/** Svenska. Same keys and parameters as en.ts. */
export const sv: typeof en = {
  nav: {
    payees: 'Mottagare',
    payeesHint: 'Alla som betalats, deras konton och förtroende',
    main: 'Huvudmeny',
    home: 'Start',
    homeHint: 'Var du är, vad du gör först, pågående körningar och saldon',
    payments: 'Betalningar',
    paymentsHint: 'Importera en betalningsfil och skicka den som buntar',
    history: 'Historik',
    historyHint: 'Alla buntar och betalningar som skickats',
    accounts: 'Konton',
    accountsHint: 'Saldon och transaktioner',
    settings: 'Inställningar',
    settingsHint: 'Bankprofiler, nycklar och språk',
    dismiss: 'Stäng meddelandet',
  },
  payments: {
    bulkPlan_one: 'Skickas som {{count, number}} bunt · totalt {{total}}',
    bulkPlan_other: 'Skickas som {{count, number}} buntar · totalt {{total}}',
    bulkPlanHint: 'Varje bunt har högst 100 betalningar och måste godkännas separat i telefonen.',
    bulkLine_one: 'Bunt {{bulk}}: {{count, number}} betalning (rad {{first}})',
    bulkLine_other: 'Bunt {{bulk}}: {{count, number}} betalningar (rader {{first}}–{{last}})',
    hasErrors: 'har fel',
    hasWarnings: 'har varningar',
    title: 'Betalningar',
    importTitle: 'Importera en betalningsfil',
    importIntro:
      'CSV från affärssystemet eller ett kalkylblad (valfri avgränsare, UTF-8, UTF-16 eller Windows-1252), en Excel-arbetsbok (.xlsx) eller ISO 20022 pain.001 XML. Alla problem visas innan något skickas.',
    drop: 'Släpp filen här eller välj den',
    fileInput: 'Betalningsfil',
    sizeLimit: 'Filer upp till {{mb}} MB.',
    template: 'Ladda ner en CSV-mall',
    chooseAnother: 'Välj en annan fil',
    payeeBookUnavailable:
      'Betalningsmottagarregistret kunde inte kontrolleras: teamets register kan inte nås just nu. Granskningen kontrollerar mottagarna igen innan något skickas.',
    payeeBookFailed:
      'Betalningsmottagarregistret kunde inte kontrolleras: vissa mottagare kunde inte slås upp. Granskningen kontrollerar mottagarna igen innan något skickas.',
    onlyProblems: 'Visa bara rader med problem',
    problems: 'Problem',
    problemsInFile: 'Problem i filen',
    noProblems: 'Inga problem hittades.',
    line: 'Rad {{line}}',
    file: 'Fil',
    payments_one: '{{count, number}} betalning',
    payments_other: '{{count, number}} betalningar',
    bulks_one: '{{count, number}} bunt',
    bulks_other: '{{count, number}} buntar',
    errorsInRows_one: '{{errors}} på {{count, number}} rad',
    errorsInRows_other: '{{errors}} på {{count, number}} rader',
    errors_one: '{{count, number}} fel',
    errors_other: '{{count, number}} fel',
    noErrors: 'inga fel',
    warnings_one: '{{count, number}} varning',
    warnings_other: '{{count, number}} varningar',
  },
  reading: {
    sheet: 'Blad',
    howRead: 'Hur filen läses',
    encoding: 'Teckenkodning',
    delimiter: 'Avgränsare',
    decimalMark: 'Decimaltecken',
    decimalPoint: 'punkt (1,234.56)',
    decimalComma: 'komma (1.234,56)',
    currencyWhenMissing: 'Valuta om den saknas',
    line: 'Rad',
    remove: 'Ta bort',
  },
  signIn: {
    title: 'Logga in i din bank',
    titleAgain: 'Godkänn igen för att fortsätta',
    intro:
      'Använd e-postadressen och lösenordet till din internetbank. Sedan godkänner du inloggningen i telefonen. Bulkpay sparar aldrig lösenordet.',
    demo: 'Demobank: logga in som {{email}} med lösenordet {{password}}. Dess telefon godkänner själv efter några sekunder. Inga riktiga pengar flyttas.',
    email: 'Bankens e-post',
    password: 'Lösenord',
    submit: 'Logga in',
    busy: 'Kontaktar banken…',
    waitingTitle: 'Godkänn inloggningen i telefonen',
    waitingIntro: 'Öppna bankens app och godkänn begäran. Kontrollera att den visar den här koden:',
    shortCode: 'Kort kod',
    timeLeft: 'Tid kvar:',
    waiting: 'Väntar på godkännande',
    cancel: 'Avbryt',
  },
  accounts: {
    signedIn: 'Inloggad',
    paused: 'Banksessionen pausad',
    as: ' som {{email}}',
    sessionEnds: ' · sessionen slutar {{time}}',
    tabAccounts: 'Konton och transaktioner',
    tabPay: 'Enskild betalning',
    signOut: 'Logga ut',
    onItsWay: '{{amount}} reserverat: på väg',
    sessionLeft_one: 'Banksession: {{count, number}} min kvar',
    sessionLeft_other: 'Banksession: {{count, number}} min kvar',
    refreshing: 'Uppdaterar…',
    lastFetched: 'Senast hämtad {{when}}',
    refresh: 'Uppdatera',
    transactions: 'Transaktioner',
    loading: 'Laddar…',
    countOf: '{{shown, number}} av {{count, number}}',
    title: 'Konton',
    exportCsv: 'Exportera CSV',
  },
  history: {
    title: 'Historik',
  },
  historySearch: {
    form: 'Sök betalningar',
    text: 'Sök',
    textHint: 'Mottagare, IBAN eller referens',
    shortTerms:
      '1–2 tecken hittar namn, IBAN och referenser som börjar med dem, och en RF-referens (RF…) referenser som börjar med den; 3 eller fler tecken hittar dem var som helst.',
    payee: 'Mottagare',
    iban: 'IBAN',
    reference: 'Referens',
    amountMin: 'Belopp från',
    amountMax: 'Belopp till',
    amountProblem: '{{field}}: skriv ett belopp som {{example}}.',
    fieldProblem: 'Kontrollera {{field}}: det går inte att söka på så som det är skrivet.',
    from: 'Skickad från',
    to: 'Skickad till',
    state: 'Utfall',
    any: 'Alla',
    search: 'Sök',
    exportCsv: 'Exportera CSV',
    exportJson: 'Exportera JSON',
    bulks: 'Buntar',
    sent: 'Skickad',
    account: 'Konto',
    amount: 'Belopp',
  },
  send: {
    title: 'Skicka',
    payFrom: 'Betala från',
    payingAccount: 'Betalkonto',
    noAccounts: 'Inga konton: logga in under Konton',
    accountOption: '{{name}} · {{iban}} · {{available}} disponibelt',
    checking: 'Kontrollerar…',
    review: 'Granska innan du skickar',
    fixFirst: 'Rätta felen ovan innan du skickar.',
    bulks: 'Buntar',
    onTheirWay: 'Buntar på väg',
    reviewGroup: 'Granskning',
    reviewFrom: 'Från {{name}} ({{iban}}), {{available}} disponibelt.',
    reviewTotal_one: '{{payments, number}} betalningar i {{count, number}} bunt, totalt {{total}}.',
    reviewTotal_other: '{{payments, number}} betalningar i {{count, number}} buntar, totalt {{total}}.',
    overBalance: 'mer än det disponibla saldot',
    approvalHint: 'Varje bunt godkänns separat i telefonen inom en timme.',
    warnings_one: '{{count, number}} varning att kontrollera:',
    warnings_other: '{{count, number}} varningar att kontrollera:',
    warningLine: 'Rad {{line}}: {{message}}',
    more: '…och {{count, number}} till i problemlistan.',
    checked: 'Jag har kontrollerat varningarna',
    sending: 'Skickar…',
    sendN_one: 'Skicka {{count, number}} betalning',
    sendN_other: 'Skicka {{count, number}} betalningar',
    cancel: 'Avbryt',
  },
  export: {
    format: 'Exportformat',
    spreadsheet: 'Kalkylblad (Excel, {{example}})',
    machine: 'Vanlig CSV för program (komma, decimalpunkt)',
  },
  notify: {
    heading: 'Aviseringar',
    switch: 'Skrivbordsaviseringar',
    hint: 'Visar en avisering på skrivbordet, även när Bulkpay ligger i bakgrunden: en teamkörning som väntar på ditt godkännande, ett godkännande i telefonen med 10 minuter kvar, en bunt som bara delvis betalats.',
    blocked:
      'Aviseringar från Bulkpay är blockerade. Tillåt dem i webbläsarens webbplatsinställningar och slå sedan på detta igen.',
    unsupported: 'Den här webbläsaren kan inte visa aviseringar.',
    releaseTitle: 'En betalningskörning väntar på ditt godkännande',
    releaseBody_one: '{{file}}: {{count, number}} betalning, {{total}}',
    releaseBody_other: '{{file}}: {{count, number}} betalningar, {{total}}',
    approvalTitle: 'Mindre än 10 minuter kvar att godkänna i telefonen',
    approvalBody_one:
      'En bunt med {{count, number}} betalning, {{total}}, betalas inte om du inte godkänner den i tid.',
    approvalBody_other:
      'En bunt med {{count, number}} betalningar, {{total}}, betalas inte om du inte godkänner den i tid.',
    partlyTitle: 'En bunt betalades bara delvis',
    partlyBody:
      '{{paid, number}} av {{total, number}} betalningar betalda: {{paidAmount}} betalt, {{notPaidAmount}} inte betalt.',
  },
  settings: {
    profiles: 'Bankprofiler',
    addProfile: 'Lägg till en bankprofil',
    demoNotice: 'Det här är demobanken: en simulator som körs i Bulkpay. Inga riktiga pengar flyttas.',
    demoSignIn: ' Logga in under Konton som demokunden {{email}} (lösenord: se docs/sandbox.md).',
    bankAddress: 'Bankens adress',
    bulkAddress: 'Adress för buntar',
    applicationId: 'Applikations-id',
    activeProfile: 'Betalningar går via den här profilen.',
    useProfile: 'Använd den här profilen för betalningar',
    editProfileButton: 'Redigera profil',
    removeProfile: 'Ta bort profilen',
    title: 'Inställningar',
    language: 'Språk',
    languageHint: 'Följer datorns språk tills du väljer ett här.',
    thisComputer: 'Den här datorn',
    systemLanguage: 'Samma som datorn ({{language}})',
    languageUnreadable:
      '{{language}} kunde inte läsas in, så fönstret förblir som det var. Starta om Bulkpay (i en webbläsare: läs in sidan igen) och välj språket på nytt.',
  },
  bulk: {
    title: 'Bunt {{sequence}}',
    titleResend: 'Bunt {{sequence}} · nytt försök för {{count, number}} obetalda',
    paid: 'Betald',
    partlyPaid: 'Delvis betald ({{paid, number}} av {{total, number}})',
    nonePaid: 'Inte betald',
    waiting: 'Väntar på godkännande ({{left}} kvar)',
    notConfirmed: 'Inte bekräftad ännu',
    outcome_one: '{{count, number}} betald',
    outcome_other: '{{count, number}} betalda',
    unsent_one: '{{count, number}} inte skickad på grund av för lågt saldo',
    unsent_other: '{{count, number}} inte skickade på grund av för lågt saldo',
  },
  bulkState: {
    sending: 'Skickas',
    unknown: 'Utfallet okänt, försöker igen',
    pending_approval: 'Väntar på godkännande i telefonen',
    processing: 'Behandlas',
    approved: 'Godkänd',
    rejected: 'Avvisad',
    not_accepted: 'Inte godtagen av banken',
    not_sent: 'Inte skickad',
    other: 'Annat ({{state}})',
  },
  paymentState: {
    pending: 'Väntar',
    paid: 'Betald',
    notenoughbalance: 'Inte skickad: saldot räckte inte',
    rejected: 'Avvisad med sin bunt',
    not_accepted: 'Inte godtagen av banken',
    not_sent: 'Inte skickad',
    scheduled: 'Schemalagd',
    other: 'Annat ({{state}})',
  },
  field: {
    name: 'Mottagarens namn',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Belopp',
    currency: 'Valuta',
    reference: 'Referens',
    structured_reference: 'Strukturerad referens',
    unstructured_reference: 'Meddelande',
    end_to_end_id: 'End-to-end-id',
    method: 'Metod',
    instant: 'Direktbetalning',
    account_identifier_type: 'Kontotyp',
    due_date: 'Förfallodag',
    payment_account: 'Betalkonto',
    execute_verification_of_payee: 'Kontroll av mottagare',
    payee_id: 'Mottagar-id',
  },
  msg: {
    debtor_account_mismatch:
      'Filen anger att betalningen görs från {{fileIban}} (DbtrAcct), men du valde {{chosenIban}}; välj det kontot eller bekräfta att det här kontot ska betala.',
    payee_is_paying_account:
      'Detta betalar till {{account}} ({{iban}}), kontot som bunten görs från; banken avvisar hela bunten för det. Rätta mottagarens IBAN eller ta bort raden.',
    unreadable_character:
      'Fältet innehåller tecken som inte kunde läsas (visas som “�”); filens teckenkodning kan vara fel eller filen skadad: skriv in dem igen eller välj en annan kodning.',
    pain001_count_mismatch:
      '{{level}} NbOfTxs anger {{declared}} betalningar men filen innehåller {{actual}}; filen kan vara avkortad eller handredigerad: exportera den igen.',
    pain001_sum_mismatch:
      '{{level}} CtrlSum anger {{declared}} men betalningarna summerar till {{actual}}; filen kan vara avkortad eller handredigerad: exportera den igen.',
    pain001_execution_date:
      'Filen begär utförande {{date}} (ReqdExctnDt), men buntar utförs direkt när de godkänns; skicka filen den dagen eller godta att den betalas nu.',
    pain001_debtor_account:
      'Filen anger att betalningen görs från {{iban}} (DbtrAcct); kontrollera att det är kontot du väljer i Bulkpay.',
    bank_message: 'Banken avvisade detta: se bankens egna ord i detaljerna.',
    xml_doctype:
      'XML-filen anger en DOCTYPE, som betalningsfiler aldrig behöver; den avvisades av säkerhetsskäl. Exportera filen igen utan den.',
    invalid_utf8:
      'Rad {{line}} har byte som inte är giltig UTF-8; kontrollera tecknet i filen eller spara filen igen som UTF-8.',
    amount_too_large:
      '{{value}} är mer än det största belopp Bulkpay godtar i en betalning ({{max}}); kontrollera decimaltecknet.',
    bank_answer_too_large:
      'Banken skickade ett svar som är större än Bulkpay godtar; felet ligger hos banken. Försök igen senare.',
    profile_unusable: 'Den aktiva bankprofilen kan inte användas ännu; se Inställningar för vad den behöver.',
    no_profile: 'Det finns ingen bankprofil ännu; skapa en under Inställningar.',
    file_too_big: 'Filen är större än de 50 MB som Bulkpay läser; dela upp den i mindre filer.',
    no_email: 'Ingen e-postadress till banken angavs; ange den adress du loggar in i banken med.',
    no_password: 'Inget lösenord angavs; ange ditt banklösenord.',
    token_expired: 'Banksessionen har upphört; logga in igen och godkänn i telefonen.',
    sent_by_team:
      'Samma betalning finns i {{file}}, förberedd av {{preparedBy}} den {{date}}; ta bort raden om du inte vill betala igen.',
    run_draft_not_found:
      'Den här betalningskörningen sparas inte längre (den skickades eller slängdes); importera filen igen.',
    run_not_found: 'Betalningskörningen finns inte i historiken.',
    run_draft_other_profile:
      'Den här betalningskörningen startades under en annan bankprofil; byt tillbaka till den profilen för att fortsätta, eller importera filen igen.',
    run_draft_already_sent:
      'Den här filen har redan skickats till banken; öppna den i Historik i stället för att skicka den igen. Släng körningen från Start.',
    file_errors: 'Filen kan inte läsas som betalningar: {{first}}',
    inbox_team_only: 'Att skicka filer till teamet för frisläppning kräver teamläge; anslut till teamet först.',
    inbox_folder: 'ERP-inkorgsmappen kan inte användas; välj en mapp du får skriva i.',
    inbox_rejected: 'Bulkpay tog inte den här filen; anteckningen bredvid den i mappen rejected säger varför.',
    inbox_file_not_found: 'Filen från ERP finns inte längre i inkorgsmappen; importera den själv om du har den.',
    outbox_folder: 'ERP-utkorgsmappen kan inte användas; välj en mapp du får skriva i.',
    outbox_write: 'En rapport kunde inte skrivas till ERP-utkorgen; kontrollera mappen och ledigt utrymme.',
    run_empty: 'Inget skickades från {{name}}; det finns inget att rapportera.',
    statement_too_large: 'Perioden har fler transaktioner än ett kontoutdrag rymmer; välj en kortare period.',
    statement_period:
      'Perioden är inte giltig: början måste vara samma dag som eller före slutet, inom bankens senaste 365 dagar.',
    payment_account_id_invalid:
      '”{{value}}” är inget betalkonto-id för {{account}}: det måste vara ett UUID, så som banken anger det.',
    payment_account_id_needed:
      'Banken listar {{account}} med koden ”{{code}}”, som inte är det betalkonto-id (ett UUID) en bunt behöver; ange kontots betalkonto-id en gång, så som banken anger det.',
    balance_unknown:
      'Banken angav inte det disponibla saldot för {{account}}, så Bulkpay kunde inte jämföra summorna med det. Banken kontrollerar varje bunt när den kommer och avvisar den som saldot inte täcker; kontrollera saldot i din bank innan du skickar.',
    team_not_connected: 'Den här datorn är inte ansluten till en teamdatabas.',
    usage: 'Kommandot fick inte det som behövs; se dess hjälp.',
    team_tls_required: 'TLS krävs för att nå {{host}}; ta bort sslmode=disable från adressen.',
    team_server_too_old: 'Teamdatabasens server är för gammal; Bulkpay behöver PostgreSQL 13 eller nyare.',
    team_ctype:
      'Teamdatabasen på {{host}} använder teckentypen ”{{ctype}}”, som inte kan jämföra versaler och gemener utanför A–Z; en administratör skapar databasen med en UTF-8-locale (till exempel LC_CTYPE ’C.UTF-8’ eller en ICU-locale) och ansluter igen.',
    team_send_interrupted:
      'Teamdatabasen slutade svara medan körningen skickades: {{sent}} av {{total}} buntar skickades, inget mer. Skicka körningen igen från den här eller en annan dator när teamdatabasen svarar: banken betalar ingenting två gånger.',
    team_database_behind:
      'Teamdatabasen känner inte till $t(counts.bulks, {"count": {{count}} }) som den här datorn skickade till banken (den senaste från {{file}}, den {{date}}): den har troligen återställts från en äldre säkerhetskopia. Inget skickades. Kör `bulkpay team import-history` på den här datorn (och på varje dator som skickat betalningar sedan säkerhetskopian) för att lägga tillbaka dem, och skicka sedan igen.',
    team_record_after_send_unanswered:
      'Bunt {{bulk}} skickades; teamdatabasen slutade svara medan den sparades, så teamets historik kanske redan har den, kanske inte. Inget mer skickades från den här körningen. Öppna körningen när teamdatabasen svarar: visas den som skickad finns inget kvar att göra; annars skicka den igen: banken betalar ingenting två gånger.',
    team_record_after_send:
      'Bunt {{bulk}} skickades, men teamdatabasen sparade den inte; inget mer skickades från den här körningen. Skicka körningen igen när teamdatabasen svarar: banken betalar ingenting två gånger.',
    team_run_not_found: 'Det finns ingen körning {{id}} i teamets databas.',
    four_eyes:
      'Fyraögonsprincipen: en körning måste släppas av någon annan än den som förberedde den; be en attestant släppa den.',
    not_allowed_for_role:
      'Din teamroll tillåter inte detta (du är {{user}} på {{host}}); be en Bulkpay-administratör ändra din roll.',
    bulk_followed_elsewhere:
      'En annan dator följer nu den här bunten hos banken; dess utfall skrivs där och visas här när det ändras.',
    audit_append_only: 'Teamets granskningslogg kan bara utökas: dess poster ändras eller tas aldrig bort.',
    team_auth_failed:
      'Teamdatabasen nekade inloggningen för {{user}} på {{host}}; kontrollera användarnamn och lösenord, eller fråga din databasadministratör.',
    team_database_missing:
      'Det finns ingen databas ”{{database}}” på {{host}}; kontrollera adressen eller be din databasadministratör skapa den.',
    team_schema_missing:
      'Teamdatabasen på {{host}} har inget Bulkpay-schema än (eller ett äldre); en administratör ansluter först med ”Installera eller uppgradera”.',
    team_server_busy:
      'Teamdatabasen på {{host}} har slut på anslutningar eller resurser; försök igen om en minut eller meddela din databasadministratör.',
    team_conflict: 'Någon annan ändrade samma körning i samma ögonblick; försök igen.',
    team_tls_failed:
      'En säker (TLS) anslutning till {{host}} kunde inte upprättas eller dess certifikat var inte betrott; fråga din databasadministratör om serverns certifikat.',
    team_store_failed:
      'Teamdatabasen på {{host}} avvisade begäran (kod {{sqlstate}}); försök igen och meddela din databasadministratör om det upprepas.',
    team_schema_newer:
      'Teamdatabasen sattes upp av en nyare Bulkpay (schema {{have}}); uppdatera Bulkpay på den här datorn först.',
    team_schema_older:
      'Teamdatabasen är äldre än denna Bulkpay (teamschema {{have}}, denna Bulkpay behöver {{want}}); inget skickades. En administratör uppgraderar den först (ansluter med ”Installera eller uppgradera” ikryssat); skicka sedan körningen igen.',
    team_schema_needs_install:
      'Teamschemat behöver installeras eller uppgraderas (version {{have}} → {{want}}); en administratör ansluter med ”Installera eller uppgradera” ikryssat.',
    team_run_tampered:
      'Betalningarna i körningen {{file}} stämmer inte med det teamdatabasen registrerade för den (filen innehåller $t(counts.payments, {"count": {{counted}} }), teamdatabasen {{recorded}}, eller så skiljer sig mottagare, belopp eller summor): de ändrades efter att körningen förbereddes. Inget godkändes eller skickades; returnera den till förberedaren.',
    team_upgrade_lock_timeout:
      'Uppgraderingen av teamdatabasen på {{host}} avbröts: den väntade för länge på tabeller som Bulkpay-datorer använde just då, och versionen den höll på att installera sparades inte (versioner som installerats före den finns kvar; Inställningar → Team och `bulkpay team status` visar databasens version). Försök uppgradera igen när färre arbetar (till exempel utanför kontorstid); datorerna fortsätter att arbeta mot databasen under tiden.',
    team_install_privilege:
      'Databasinloggningen {{user}} får inte installera teamschemat på {{host}}: den behöver CREATEROLE och CREATE på databasen {{database}}. Be din IT- eller databasadministratör att bevilja dem, eller att installera schemat med en inloggning som har dem.',
    team_connection_changed:
      'Anslutningen till teamdatabasen ändrades medan den öppnades (teamet lämnades eller en annan ansluts); försök igen.',
    team_leave_unconfirmed:
      'Teamläget lämnas först när teamdatabasen bekräftar att du är Bulkpay-administratör, och den kan inte nås nu; försök igen när den svarar.',
    team_leave_needs_admin:
      'Endast en Bulkpay-administratör kan lämna teamläget på en dator (du är {{user}}, {{role}}); be en administratör i ditt team att göra det.',
    team_release_duplicates:
      'Den här körningen delar $t(counts.payments, {"count": {{count}} }) (rad {{lines}}) med en annan teamkörning som redan är frisläppt eller skickad; att frisläppa den skulle betala de raderna två gånger. Returnera den till förberedaren, eller bekräfta att du vill betala dem igen.',
    team_run_no_bank_identity:
      'Körningen {{file}} anger inte vilken TPP och bankkund den förbereddes för och kan därför inte skickas säkert; returnera den och be {{preparedBy}} att skicka in filen igen.',
    team_claim_other_bank_identity:
      'Teamdatabasen lät inte den här datorn skicka körningen: den är inloggad som en annan TPP eller bankkund än körningen (eller än datorn som började skicka den). Skicka den från en dator inloggad som körningens egen TPP och kund.',
    team_send_refused_unreachable:
      'Inget skickas medan teamdatabasen inte kan nås: varje betalning registreras där först. Du kan fortfarande importera och kontrollera filer; försök igen när den svarar.',
    team_run_other_bank_identity:
      'Den här körningen tillhör TPP {{tpp}} och bankkunden {{customer}}, men den här datorn är inloggad som TPP {{myTpp}} och kund {{myCustomer}}; skicka den från en dator som är inloggad som körningens egen TPP och kund.',
    team_send_needs_release:
      'Den här datorn är i teamläge: lämna betalningarna för frisläppning (Team) och skicka dem när en andra person har släppt dem.',
    team_unreachable:
      'Teamdatabasen på {{host}} kan inte nås; kontrollera nätverket och försök igen. Du kan fortfarande importera och kontrollera filer.',
    team_no_such_role: 'Databasen har ingen inloggningsroll ”{{role}}”; be din databasadministratör skapa den.',
    team_takeover_not_sending:
      'Ingen håller på att skicka den här körningen, så det finns inget att ta över; skicka den när den har släppts.',
    team_takeover_already_sent: 'Den här körningen har redan skickats; det finns inget att ta över.',
    team_takeover_claim_live_one:
      'Den här körningen skickas av {{by}} på {{host}}, vars arbetsstation nyligen förnyade sin reservation; om arbetsstationen har stannat kan körningen tas över om {{count, number}} minut.',
    team_takeover_claim_live_other:
      'Den här körningen skickas av {{by}} på {{host}}, vars arbetsstation nyligen förnyade sin reservation; om arbetsstationen har stannat kan körningen tas över om {{count, number}} minuter.',
    team_takeover_claim_live_seconds_one:
      'Den här körningen skickas av {{by}} på {{host}}, vars arbetsstation nyligen bekräftade sändningen; om arbetsstationen har stannat kan körningen tas över om {{count, number}} sekund.',
    team_takeover_claim_live_seconds_other:
      'Den här körningen skickas av {{by}} på {{host}}, vars arbetsstation nyligen bekräftade sändningen; om arbetsstationen har stannat kan körningen tas över om {{count, number}} sekunder.',
    team_export_unreachable:
      'Teamets historik kan inte exporteras nu: teamdatabasen går inte att nå, och den här datorns historik är bara en del av den. Försök igen när teamdatabasen svarar.',
    no_team_address: 'Teamet har ingen annan adress för den här bankprofilen; öppna Inställningar igen.',
    address_change_needs_confirmation: 'Bekräfta den nya bankadressen för ”{{name}}”: {{from}} → {{to}}.',
    address_confirmation_expired:
      'Den här bekräftelsen gäller inte längre (använd, utgången eller Bulkpay startades om); spara den nya adressen igen.',
    profile_address_moved: 'Bankadressen för den här profilen ändrades under tiden; öppna den igen och titta på den.',
    team_address_changed: 'Teamet ändrade adressen igen; titta på den och godkänn igen.',
    team_profile_exists:
      'Teamet har redan en bankprofil som heter ”{{name}}”; den finns i listan över profiler. Använd den eller välj ett annat namn.',
    invalid_move:
      'Körningen har gått vidare (någon släppte, returnerade eller skickade den under tiden); öppna den igen för att se var den är.',
    name_missing: 'Mottagarens namn saknas; skriv namnet på personen eller företaget som ska få betalt.',
    non_sepa_characters:
      '{{field}} innehåller {{characters}}, som den här banken inte tar emot; den kan ersätta eller avvisa dem. Skriv dem som banken tar emot dem (Skriv om).',
    ragged_row:
      'Rad {{line}} har {{cells}} kolumner men rubrikraden har {{header}}, så värdena kan hamna i fel fält. Sätt citattecken runt fältet som innehåller “{{delimiter}}” och öppna filen igen, eller ta bort raden.',
    field_not_accepted: '{{field}} godtas inte i en bunt; ta bort kolumnen.',
    field_not_accepted_due_date:
      'Buntar genomförs direkt och kan inte schemaläggas; ta bort förfallodagen eller betala den här separat senare.',
    field_not_accepted_payment_account:
      'Alla betalningar i en bunt betalas från det konto du väljer i Bulkpay; ta bort betalkontot per rad.',
    field_not_accepted_execute_verification_of_payee:
      'Kontroll av mottagare finns inte per betalning i en bunt; ta bort kolumnen.',
    account_type_unsupported: 'Kontotypen “{{value}}” stöds inte; buntar går endast till IBAN-konton.',
    iban_missing: 'Mottagarens IBAN saknas; skriv kontonumret som pengarna ska till.',
    iban_country: '“{{iban}}” börjar inte med en känd landskod (t.ex. FI, DE, SE); kontrollera kontonumret.',
    iban_length: '“{{iban}}” har fel längd för sitt land; en siffra kan saknas eller vara för mycket.',
    iban_format: '“{{iban}}” är inte skrivet som IBAN i sitt land; kontrollera kontonumret.',
    iban_checksum: 'Kontrollsiffrorna stämmer inte ({{iban}}); kontrollera kontonumret efter felskrivna siffror.',
    bic_invalid:
      '“{{value}}” är ingen BIC (8 eller 11 bokstäver och siffror, t.ex. NDEAFIHH); rätta den eller lämna tom.',
    currency_conflict: 'Beloppet anger {{amountCurrency}} men valutakolumnen {{columnCurrency}}; gör dem lika.',
    currency_missing: 'Valuta saknas: fyll i valutakolumnen (t.ex. EUR) eller välj betalkontot så används dess valuta.',
    currency_invalid: '“{{value}}” är ingen ISO 4217-valutakod; använd en kod som EUR, SEK eller USD.',
    amount_missing: 'Beloppet saknas; skriv beloppet som ska betalas, t.ex. 125,50.',
    amount_unreadable:
      '“{{value}}” är inte ett belopp i förväntat talformat (t.ex. {{example}}); rätta det, eller ändra decimalinställningen om hela filen använder det andra formatet.',
    amount_not_positive:
      'Beloppet måste vara större än noll (hittade “{{value}}”); utgående betalningar skrivs som positiva belopp.',
    amount_too_many_decimals:
      '{{currency}} tillåter högst {{allowed}} decimaler, men beloppet är {{value}}; avrunda till {{down}} eller {{up}}.',
    method_invalid: 'Metoden “{{value}}” är okänd; använd sepa eller international (eller lämna tom för sepa).',
    instant_invalid: 'Direktbetalning “{{value}}” ska vara ja eller nej.',
    instant_not_sepa:
      'Direktbetalning går bara med metoden sepa; sätt direktbetalning till nej eller metoden till sepa.',
    sepa_not_eur:
      'SEPA-betalningar görs i euro, men den här är i {{currency}}; kontrollera valutan eller använd metoden international.',
    reference_check_digit:
      '“{{value}}” ser ut som en betalningsreferens men kontrollsiffrorna är fel; jämför med fakturan.',
    reference_both:
      'Ange antingen en strukturerad referens eller ett meddelande, inte båda; banken avvisar betalningar med båda.',
    reference_missing:
      'Varje betalning behöver en referens eller ett meddelande; skriv fakturans referens eller ett kort meddelande till mottagaren.',
    structured_reference_too_long: 'Den strukturerade referensen har {{length}} tecken; banken tillåter högst {{max}}.',
    unstructured_reference_too_long: 'Meddelandet har {{length}} tecken; banken tillåter högst {{max}}. Korta det.',
    end_to_end_id_too_long: 'End-to-end-id har {{length}} tecken; banken tillåter högst {{max}}.',
    duplicate_in_file:
      'Samma mottagare, belopp och referens som rad {{firstLine}}; ta bort den ena om du inte vill betala två gånger.',
    sent_recently: 'En likadan betalning skickades redan {{date}}; ta bort raden om du inte vill betala igen.',
    total_line:
      'Rad {{line}} ser ut som en summarad och är ingen betalning; den tas inte med (ta bort den ur filen om den är en betalning).',
    separate_confirmation_needed:
      'Några betalningar behöver en egen bekräftelse innan de skickas ({{sent}} redan skickade, {{changed}} till ändrade kontouppgifter): ”Jag har kontrollerat varningarna” gäller inte att betala igen eller ändrade kontouppgifter.',
    payee_bank_details_changed:
      'Mottagaren har tidigare betalats till {{oldIban}} (senast {{lastPaid}}); den här betalningen går till {{newIban}}, ett konto mottagaren aldrig har betalats till. Bekräfta ändringen med mottagaren per telefon (inte e-post) innan du skickar.',
    payee_new: 'Mottagaren har aldrig betalats tidigare; kontrollera namn och IBAN mot fakturan.',
    iban_other_payee:
      '{{iban}} har tidigare betalats under en annan mottagares namn (”{{otherName}}”); kontrollera att kontot verkligen tillhör den här mottagaren.',
    amount_unusual:
      '{{amount}} {{currency}} skiljer sig mycket från vad mottagaren brukar få (median {{median}} {{currency}}); kontrollera beloppet.',
    payee_blocked:
      '{{iban}} är spärrat i mottagarregistret; ta bort raden, eller häv spärren under Mottagare om den lades av misstag.',
    name_lookalike_characters:
      'Mottagarens namn innehåller tecken som liknar andra eller ändrar hur texten visas: ”{{escaped}}”; skriv namnet på nytt.',
    unclosed_quote:
      'Ett citerat fält som börjar på rad {{line}} tar aldrig slut; lägg till det saknade avslutande citattecknet (").',
    decimal_mark_unclear:
      'Decimaltecknet är oklart: de första raderna läses med ”{{first}}” som decimaltecken, senare rader använder ”{{later}}”. Välj decimaltecken (i kommandoraden: --decimal dot eller --decimal comma) och kontrollera sedan filen igen.',
    column_missing:
      'Kolumn saknas: {{field}}. Namnge kolumnerna på rubrikraden (se CSV-mallen) eller välj kolumnen i kolumnsteget.',
    binary_file:
      'Det här är ingen textfil; välj CSV- eller XML-filen som affärssystemet eller kalkylbladet exporterade.',
    empty_file: 'Filen är tom; välj filen som innehåller betalningarna.',
    file_too_large: 'Filen är för stor; dela upp den i mindre filer.',
    account_not_iban:
      'Mottagarens konto ”{{value}}” är inget IBAN (det är ett annat slags kontonummer); buntar går bara till IBAN-konton: be mottagaren om IBAN.',
    amount_equivalent:
      'Beloppet anges som {{amount}} {{currency}} att växlas till {{transferCurrency}}; banken tar beloppet i den valuta som betalas: exportera det som instruerat belopp (InstdAmt).',
    structured_reference_several:
      'Den här betalningen har {{count}} strukturerade referenser ({{references}}); banken tar en per betalning, och Bulkpay slår inte ihop dem. Dela upp den i en betalning per referens i ditt system, eller skicka referenserna som meddelande.',
    reference_documents_only:
      'Betalningen anger bara fakturan eller dokumentet ({{documents}}), som banken inte kan föra vidare; ange mottagarens referens eller ett meddelande i ditt system och exportera filen igen.',
    xml_too_deep:
      'XML-filen har element inkapslade i mer än {{max}} nivåer (rad {{line}}); en betalningsfil är aldrig så djup, så den lästes inte. Exportera filen igen från ditt system.',
    xml_value_too_long:
      'XML-filen har ett värde på {{length}} tecken (rad {{line}}); en betalningsfils värden har högst {{max}}, så den lästes inte. Exportera filen igen från ditt system.',
    pain001_version_unsupported:
      'Detta är en ISO 20022 {{format}}-fil, en version som Bulkpay inte läser; exportera betalningarna som pain.001.001.03 eller pain.001.001.09 (även deras tyska DK- och schweiziska varianter läses) eller som CSV.',
    no_payments: 'Filen innehåller inga betalningar; kontrollera att du valde rätt fil.',
    malformed_xml: 'XML-filen är skadad eller ofullständig; exportera den igen från ditt system.',
    unsupported_format:
      'Den här XML-filen är ingen ISO 20022 pain.001-betalningsfil; exportera betalningarna som pain.001 eller CSV.',
    validation: 'Vissa betalningar har problem; rätta dem innan du skickar.',
    account_not_found: 'Banken har inget konto {{account}} för den inloggade kunden; välj ett av: {{choices}}.',
    already_sending: 'De här betalningarna skickas redan; vänta på utfallet.',
    bank_not_configured: 'Ingen bank är inställd; lägg till en bankprofil under Inställningar.',
    bank_invalid_request: 'Banken avvisade begäran som ogiltig; kontrollera uppgifterna och försök igen.',
    bank_auth_failed:
      'Banken godtog inte våra uppgifter eller vår signatur; kontrollera applikationens godkännande, client id och hemlighet, signeringsnyckeln och bankens samtycke och försök igen.',
    bank_forbidden:
      'Banken vägrade: kunden får inte initiera betalningar eller är inte verifierad; kontoinnehavaren måste kontakta banken.',
    bank_not_found: 'Banken känner inte till det här objektet.',
    bank_method_not_allowed: 'Banken stöder inte den här begäran.',
    bank_busy: 'Banken behandlar fortfarande samma begäran; Bulkpay frågar igen strax.',
    bank_rate_limited: 'Banken bad oss sakta ner; Bulkpay försöker igen strax.',
    bank_server_error: 'Banken hade ett problem på sin sida; försök igen senare.',
    bank_unavailable: 'Bankens betaltjänst är inte tillgänglig just nu; försök igen senare.',
    bank_error: 'Banken avvisade begäran; kontrollera uppgifterna och försök igen.',
    bank_timeout: 'Banken svarade inte i tid; kontrollera internetanslutningen och försök igen.',
    bank_unreachable: 'Banken kan inte nås; kontrollera internetanslutningen och bankens adress och försök igen.',
    bank_rejected:
      'Banken avvisade den här betalningen ({{bulk}}): {{reason}}. Rätta den och skicka de misslyckade betalningarna igen.',
    bank_rejected_bulk: 'Banken avvisade bunten ({{bulk}}): {{reason}}',
    bank_tls_untrusted: 'Bankens certifikat är inte betrott; kontrollera bankens adress i profilen.',
    bulk_not_found: 'Den här bunten finns inte i historiken på den här datorn.',
    certificate_expired: 'QSEAL-certifikatet har gått ut; förnya det under Inställningar.',
    certificate_not_yet_valid:
      'QSEAL-certifikatet är giltigt först från {{date}}; importera det igen från den dagen eller kontrollera datorns klocka.',
    certificate_unreadable: 'Certifikatet i {{file}} kan inte läsas; exportera det igen som PEM.',
    consent_cancelled: 'Inloggningen avbröts; logga in igen för att fortsätta.',
    credentials_missing:
      'Klienthemligheten för ”{{name}}” finns inte längre i nyckelringen; uppdatera den godkända applikationen i Inställningar för att spara den igen.',
    cursor_unknown: 'Listan har ändrats; uppdatera den.',
    database_too_new: 'Datamappen skrevs av en nyare Bulkpay; uppdatera Bulkpay för att öppna den.',
    database_unavailable: 'Datamappen kan inte öppnas; kontrollera att den finns och att du får skriva i den.',
    start_failed: 'Bulkpay kunde inte starta klart: {{reason}}. Stäng Bulkpay och starta det igen.',
    demo_unavailable: 'Demobanken kunde inte starta; starta om Bulkpay.',
    demo_account_unknown: 'Demobanken har inget sådant konto; välj ett i listan.',
    desktop_only: 'Det här fungerar bara i skrivbordsappen.',
    export_failed: 'Filen kunde inte skrivas; välj en mapp du kan skriva i och exportera igen.',
    export_too_large: 'För många rader att exportera på en gång; begränsa sökningen eller datumen.',
    file_total_over_balance:
      'Buntarna uppgår tillsammans till {{totalAmount, money}}, mer än de {{availableAmount, money}} som är disponibla på {{account}}. Alla skickas, men från bunt {{bulk}} (rader {{firstLine}}–{{lastLine}}) och framåt blir betalningar ”inte skickade” på grund av för lågt saldo, om inte pengar kommer in innan banken behandlar dem. Sätt in pengar eller skicka färre betalningar.',
    review_has_errors_one: 'Filen har fel på {{count, number}} rad. Rätta eller ta bort raden och granska sedan igen.',
    review_has_errors_other:
      'Filen har fel på {{count, number}} rader. Rätta eller ta bort raderna och granska sedan igen.',
    bulk_over_balance:
      'Bunt {{bulk}} (rader {{firstLine}}–{{lastLine}}) uppgår till {{totalAmount, money}}, mer än de {{availableAmount, money}} som är disponibla på {{account}}; banken skulle avvisa den. Sätt in pengar eller ta bort betalningar och granska sedan igen.',
    sheet_unknown: 'Arbetsboken har inget blad ”{{sheet}}”; dess blad är {{sheets}}. Välj ett med namn eller nummer.',
    spreadsheet_ods:
      'Det här är ett OpenDocument-kalkylblad (.ods), som Bulkpay inte läser. Öppna det i LibreOffice Calc eller Excel, spara det som Excel (.xlsx) eller CSV och välj den filen.',
    spreadsheet_unreadable:
      'Kalkylbladet kan inte läsas: det kan vara skadat, sakna blad eller vara för stort (över 20 MB, 200 000 rader eller 200 kolumner). Spara det igen som .xlsx eller CSV, eller dela upp det i mindre filer.',
    file_unreadable: 'Filen kan inte läsas; välj den igen.',
    forbidden: 'Den här begäran är inte tillåten.',
    insufficient_balance: 'Kontots disponibla saldo räcker inte för den här bunten.',
    internal: 'Något gick fel i Bulkpay ({{reason}}); försök igen och starta om appen om det upprepas.',
    invalid_request: 'Begäran var inte giltig; ladda om vyn och försök igen.',
    key_certificate_mismatch: 'Den privata nyckeln hör inte till det här certifikatet; välj det matchande paret.',
    key_damaged: 'Den sparade nyckeln är skadad; importera nyckelfilen igen under Inställningar.',
    key_file_not_picked: 'Ingen nyckelfil valdes; välj den igen.',
    key_file_too_large:
      '{{file}} är {{size}} kB, för stor för en nyckel eller ett certifikat (högst {{max}} kB); välj nyckel-, certifikat- eller .p12/.pfx-filen.',
    key_file_unreadable:
      '{{file}} kan inte läsas ({{reason}}): om den har flyttats, välj den där den finns nu; om du inte får läsa den, kopiera den dit du kan läsa och välj kopian.',
    key_missing: 'Ingen nyckel är sparad för den här profilen; importera nyckelfilen under Inställningar.',
    key_not_rsa: 'Nyckeln är ingen RSA-nyckel; banken kräver en RSA QSEAL-nyckel.',
    key_too_small:
      'Den privata nyckeln har {{bits}} bitar; banken kräver minst {{min}}. Skapa en ny nyckel på minst {{min}} bitar och skaffa ett certifikat för den.',
    key_unreadable: 'Den privata nyckeln i {{file}} kan inte läsas; exportera den igen som PEM (PKCS#1 eller PKCS#8).',
    keychain_unavailable: 'Datorns nyckelring är inte tillgänglig; lås upp eller installera en och försök igen.',
    missing_settings: 'Vissa bankinställningar saknas; ange dem och försök igen.',
    no_active_profile: 'Ingen bankprofil är aktiv; välj en under Inställningar.',
    no_application: 'Profilen har ingen bankapplikation ännu; slutför registreringen under Inställningar.',
    no_certificate: 'Inget certifikat är sparat för profilen; importera det under Inställningar.',
    no_private_key: 'Filen innehåller ingen privat nyckel; välj nyckelfilen.',
    no_signing_key: 'Bankprofilen ”{{name}}” har ingen QSEAL-nyckel än; importera en i Inställningar.',
    not_found: 'Hittades inte; det kan ha tagits bort.',
    not_onboarded: 'Bankprofilen ”{{name}}” har ingen godkänd applikation än; slutför registreringen i Inställningar.',
    not_signed_in: 'Du är inte inloggad i banken; logga in och försök igen.',
    offline: 'Banken kan inte nås; kontrollera anslutningen och försök igen.',
    onboarding_login_required: 'Logga först in på bankens utvecklarportal och fortsätt sedan registreringen.',
    open_file_unreadable: 'Bulkpay kunde inte öppna {{file}}; öppna den igen från importvyn.',
    passphrase_required: 'Nyckeln i {{file}} är skyddad; ange dess lösenfras eller lösenord och försök igen.',
    payment_not_found: 'Den här betalningen finns inte i historiken på den här datorn.',
    plan_changed: 'Betalningarna ändrades efter granskningen; granska dem igen innan du skickar.',
    profile_not_found: 'Bankprofilen finns inte längre; välj en annan.',
    psu_signed_out: 'Banksessionen tog slut; logga in igen.',
    resend_blocked: 'De här obetalda betalningarna skickas redan igen; vänta på den buntens utfall.',
    reveal_failed: 'Det gick inte att öppna {{path}} i en filhanterare ({{reason}}); öppna mappen själv.',
    several_private_keys: 'Filen innehåller flera privata nycklar; välj en fil med exakt en.',
    template_not_saved: 'Kolumnvalet kunde inte sparas; försök igen.',
    transaction_not_found:
      'Banken har ingen transaktion {{id}} på det här kontot; den kan vara äldre än ett år eller höra till ett annat konto. Ladda om listan.',
    unknown_channel: 'Bulkpays fönster och kärna stämmer inte överens; starta om Bulkpay.',
    use_renewal:
      'Nyckeln för ”{{name}}” är registrerad hos banken (applikation {{application}}); byt nyckel eller certifikat under Förnya certifikat i Inställningar.',
    upload_out_of_order: 'Raderna som ska granskas kom i fel ordning; granska igen.',
    upload_unknown: 'Alla rader som ska granskas togs inte emot; granska igen.',
    warnings_not_checked: 'Läs och godkänn varningarna innan du skickar.',
    wrong_passphrase: 'Lösenfrasen öppnar inte {{file}}; kontrollera den och försök igen.',
    paying_account_missing: 'Välj kontot som betalningen görs från.',
    single_currency_mismatch:
      'Det valda kontot är i {{accountCurrency}}, och en enskild betalning görs i kontots valuta. Välj ett konto i {{currency}} eller ändra valutan till {{accountCurrency}}.',
    pain001_execution_date_no_such_day:
      'Filen begär utförande den {{date}} (ReqdExctnDt), en dag som inte finns; filen kan ha skapats eller redigerats för hand: kontrollera dess datum eller exportera den igen.',
    date_no_such_day:
      '{{value}} finns inte i kalendern: månad {{month}} år {{year}} har {{days}} dagar; kontrollera dagen.',
    date_no_such_month:
      '{{value}} finns inte i kalendern: det finns ingen månad {{month}} (månaderna är 1–12); kontrollera månaden.',
    due_date_invalid: '”{{value}}” är inte ett datum; skriv det som ÅÅÅÅ-MM-DD, t.ex. {{today}}.',
    due_date_past: 'Förfallodagen {{value}} har redan passerat; använd i dag ({{today}}) eller en senare dag.',
    account_archived: 'Kontot {{name}} är arkiverat och kan inte betala; välj ett annat konto.',
    single_payment_invalid_one: 'Betalningen skickades inte: ett fält behöver rättas; se meddelandet bredvid det.',
    single_payment_invalid_other:
      'Betalningen skickades inte: {{count, number}} fält behöver rättas; se meddelandet bredvid vart och ett.',
    invalid_iban: '”{{value}}” är inte ett giltigt IBAN; ange kontonumret som på fakturan.',
    not_blocked: '{{iban}} är inte spärrat i mottagarregistret.',
    payee_csv_columns: 'Mottagarfilen behöver en rubrikrad med minst kolumnerna name och iban (hittade: {{found}}).',
    payee_csv_rows: 'Inget importerades; rätta dessa rader och importera igen: {{problems}}.',
    team_admin_release_needed:
      'Den här körningen överstiger förberedarens gräns som teamets administratör satt: en administratör måste släppa den.',
    team_second_approver_needed:
      'Du har redan godkänt den här körningen: beloppet kräver en andra godkännare, så någon annan (inte förberedaren) måste släppa den.',
    payee_trust_not_allowed:
      'Endast godkännare och administratörer får lita på, spärra eller häva spärren för mottagare i teamets mottagarregister; be någon av dem göra det.',
    released_payee_blocked:
      'Den godkända körningen {{file}} skickades inte: {{name}} ({{iban}}) spärrades i teamets mottagarregister efter att körningen godkänts, av {{by}} den {{on}}. Inget skickades. Om spärren gäller, returnera körningen till den som förberedde den så att betalningen tas bort; om spärren var ett misstag häver en godkännare spärren under Mottagare och körningen skickas igen.',
    released_payee_blocked_now:
      'Den godkända körningen {{file}} skickades inte: {{name}} ({{iban}}) är spärrad i teamets mottagarregister. Inget skickades. Om spärren gäller, returnera körningen till den som förberedde den så att betalningen tas bort; om spärren var ett misstag häver en godkännare spärren under Mottagare och körningen skickas igen.',
    released_payee_blocked_noted:
      'Den godkända körningen {{file}} skickades inte: {{name}} ({{iban}}) spärrades i teamets mottagarregister efter att körningen godkänts, av {{by}} den {{on}} (”{{note}}”). Inget skickades. Om spärren gäller, returnera körningen till den som förberedde den så att betalningen tas bort; om spärren var ett misstag häver en godkännare spärren under Mottagare och körningen skickas igen.',
    team_run_payees_incomplete:
      'Teamets databas avvisade körningen: den måste ange kontot (IBAN) för varje betalning. Granska filen igen och skicka den från en uppdaterad Bulkpay.',
    bank_says: 'Banken säger: {{message}}',
    file_unreadable_not_pem:
      '{{file}} innehåller ingen privat nyckel eller certifikat i PEM-form och är ingen PKCS#12-fil (.p12/.pfx).',
    file_unreadable_pkcs12: '{{file}} kan inte läsas som PKCS#12; exportera den igen.',
    key_not_rsa_file:
      'Den privata nyckeln i {{file}} är ingen RSA-nyckel; banken godtar bara RSA-nycklar (rsa-sha256).',
    key_not_rsa_type: 'Den privata nyckeln är en {{type}}-nyckel; banken godtar bara RSA-nycklar (rsa-sha256).',
    certificate_expired_import:
      'Certifikatet gick ut {{date}}; förnya det hos din tillitstjänstleverantör och importera det nya.',
    certificate_expired_profile:
      'QSEAL-certifikatet för ”{{name}}” gick ut {{date}}, så banken skulle avvisa varje begäran. Förnya det under Inställningar → Förnya certifikat.',
    inbox_folder_not_absolute: '{{folder}} är ingen fullständig sökväg; välj mappen från dess enhet eller rot.',
    inbox_folder_missing: 'Mappen {{folder}} finns inte; skapa den först eller välj en annan.',
    inbox_folder_not_writable: 'Bulkpay får inte skriva till {{folder}}; välj en mapp som du kan skriva till.',
    outbox_folder_not_absolute: '{{folder}} är ingen fullständig sökväg; välj mappen från dess enhet eller rot.',
    outbox_folder_missing: 'Mappen {{folder}} finns inte; skapa den först eller välj en annan.',
    outbox_folder_not_writable: 'Bulkpay får inte skriva till {{folder}}; välj en mapp som du kan skriva till.',
    statement_period_invalid:
      'Perioden {{from}} till {{to}} är ogiltig; ange båda datumen som ÅÅÅÅ-MM-DD, början före slutet.',
    statement_period_future: 'Perioden slutar {{to}}, efter i dag ({{today}}); låt den sluta i dag eller tidigare.',
    statement_period_too_old:
      'Banken visar bara transaktioner för de senaste 365 dagarna (från {{oldest}}); välj en period som slutar efter det.',
    warnings_not_checked_one:
      '{{count, number}} varning (en möjlig dubblett eller en redan skickad betalning) behöver ”Jag har kontrollerat varningarna” före sändning.',
    warnings_not_checked_other:
      '{{count, number}} varningar (möjliga dubbletter eller redan skickade betalningar) behöver ”Jag har kontrollerat varningarna” före sändning.',
    export_too_large_transactions:
      'Kontot har för många transaktioner för att exporteras på en gång; filtrera på status eller datum.',
    payment_gone_not_confirmed:
      'Banken känner inte längre till den här betalningen, så den bekräftades inte och inga pengar flyttas. Skapa den igen.',
    payment_confirmed_state_unknown:
      'Betalningen bekräftades, men dess status kunde inte läsas just nu. Bulkpay fortsätter att kontrollera och visar resultatet här.',
    payment_not_at_bank:
      'Banken har ingen sådan betalning på det här kontot. Kontrollera kontot eller skapa betalningen igen.',
  },
  settingsPanels: {
    characterSet: 'Tecken som banken godtar',
    characterSetHint:
      'Namn och referenser med andra tecken får en varning innan de skickas. Fråga banken vilka den godtar; är du osäker, behåll den strikta uppsättningen.',
    characterSets: {
      epc_basic: "Strikt EPC grundläggande latin (A–Z, a–z, 0–9 och / - ? : ( ) . , ' +)",
      latin_letters: 'Latinska bokstäver inkl. ä ö ü å é ß …',
    },
    editProfileForm: 'Redigera bankprofil',
    profileSaved: 'Profilen har sparats.',
    profileAdded: 'Profilen har lagts till. Nästa steg: importera dess QSEAL-nyckel.',
    editProfile: 'Redigera {{name}}',
    profileName: 'Profilnamn',
    profileNameHint: 'Till exempel bankens namn och ”produktion”.',
    baseUrl: 'Bankens adress (base_url)',
    baseUrlHint: 'Sökvägar för registrering, samtycke och konton, från bankens dokumentation.',
    bulkBaseUrl: 'Adress för buntar (bulk_base_url)',
    bulkBaseUrlHint: 'Adressen /api/v2/ för buntar, från bankens dokumentation.',
    save: 'Spara',
    addProfileButton: 'Lägg till profil',
    cancel: 'Avbryt',
    demoBadge: 'DEMO · inga riktiga pengar',
    active: 'Aktiv',
    notOnboarded: 'Inte registrerad',
    bytes_one: '{{count, number}} byte',
    bytes_other: '{{count, number}} byte',
    kilobytes: '{{size, number}} kB',
    keyFiles: 'Nyckel- och certifikatfiler',
    chosenFiles: 'Valda filer',
    chooseOtherFiles: 'Välj andra filer…',
    chooseKeyFiles: 'Välj nyckel- och certifikatfiler…',
    passphrase: 'Lösenfras eller PKCS#12-lösenord (om nyckeln är skyddad)',
    noKey: 'Ingen nyckel',
    certificateExpired: 'Certifikatet har gått ut',
    expiresInDays_one: 'Går ut om {{count, number}} dag',
    expiresInDays_other: 'Går ut om {{count, number}} dagar',
    notValidYet: 'Inte giltigt än',
    certificateValid: 'Certifikatet är giltigt',
    expiredWarning:
      'QSEAL-certifikatet för ”{{name}}” gick ut {{date}}. Betalningar via den här profilen är spärrade tills du förnyar det (Förnya certifikat nedan).',
    expiringWarning_one:
      'QSEAL-certifikatet för ”{{name}}” går ut {{date}} ({{count, number}} dag). Beställ ett nytt från din tillitstjänstleverantör och förnya det nedan innan dess.',
    expiringWarning_other:
      'QSEAL-certifikatet för ”{{name}}” går ut {{date}} ({{count, number}} dagar). Beställ ett nytt från din tillitstjänstleverantör och förnya det nedan innan dess.',
    subject: 'Innehavare',
    issuer: 'Utfärdare',
    organisationIdentifier: 'Organisationsidentifierare',
    noneInCertificate: '(finns inte i certifikatet)',
    serialNumber: 'Serienummer',
    validFrom: 'Giltigt från',
    validUntil: 'Giltigt till',
    key: 'Nyckel',
    rsaBits: 'RSA {{bits}} bitar',
    fingerprint: 'SHA-256-fingeravtryck',
    certificateHeading: 'QSEAL-nyckel och certifikat',
    noKeyYet:
      'Ingen nyckel än. Importera den privata QSEAL-nyckel och det certifikat som din tillitstjänstleverantör utfärdat. Nyckeln förvaras i datorns nyckelring och visas aldrig igen.',
    awaitingCertificate:
      'En nyckel som skapats här väntar på sitt certifikat: importera bara certifikatfilen när din tillitstjänstleverantör skickar den.',
    demoKey: 'Demobankens nyckel installeras automatiskt.',
    keyRegistered:
      'Den här nyckeln är registrerad hos banken. Byt nyckel eller certifikat under Förnya certifikat nedan.',
    replaceKey: 'Byt nyckel',
    importKey: 'Importera nyckel och certifikat',
    checkAndImport: 'Kontrollera och importera',
    checking: 'Kontrollerar…',
    importHint:
      'Välj nyckelfilen och certifikatfilen (PEM), en PEM med båda eller en .p12/.pfx-fil. Nycklar måste vara RSA på minst 2048 bitar.',
    keyImported: 'Nyckel och certifikat har importerats till nyckelringen.',
    csrNoKey: 'Ingen nyckel än? Skapa en nyckel och en certifikatbegäran',
    csrRenewing: 'Förnyar du med en ny nyckel? Skapa en nyckel och en certifikatbegäran',
    csrDifferent: 'Behöver du en annan nyckel? Skapa en nyckel och en certifikatbegäran',
    csrIntro:
      'Bulkpay skapar den privata nyckeln i datorns nyckelring och ger dig en certifikatbegäran (CSR) att skicka till din kvalificerade tillitstjänstleverantör. När certifikatet kommer importerar du det ovan, eller under Förnya certifikat när profilen är registrerad.',
    csrDone: 'Nyckeln har skapats och sparats i nyckelringen. Skicka begäran till din tillitstjänstleverantör.',
    country: 'Land (två bokstäver)',
    organisationName: 'Organisationens namn',
    organisationIdentifierPsd2: 'Organisationsidentifierare (PSD2-tillståndsnummer)',
    organisationIdentifierHint:
      'Till exempel PSDFI-FINFSA-1234567-8; din tillitstjänstleverantör kan ange exakt format.',
    commonName: 'Namn (CN)',
    keySize: 'Nyckelstorlek',
    rsaBitsOnly: '{{bits}} bitar',
    recommendedBits: '{{bits}} bitar (rekommenderas)',
    generating: 'Skapar nyckeln…',
    generate: 'Skapa nyckel och begäran',
    csrText: 'Certifikatbegäran (offentlig; säker att skicka)',
    saveAsFile: 'Spara som fil',
    renewal: 'Förnya certifikat',
    renewalIntro:
      'När din tillitstjänstleverantör utfärdar ett nytt QSEAL-certifikat registrerar du det här. Den nuvarande nyckeln fortsätter att signera tills banken bekräftar det nya certifikatet; då byter Bulkpay genast.',
    renew: 'Kontrollera och förnya hos banken',
    renewing: 'Förnyar…',
    renewalHint:
      'Välj det nya certifikatet, och den nya nyckelfilen om nyckeln har bytts (eller en .p12/.pfx). Ett certifikat för en nyckel som skapats här behöver ingen nyckelfil.',
    renewed: 'Certifikatet har förnyats: banken bekräftade det och Bulkpay signerar nu med det.',
    renewLoginHint: 'Logga in under Registrering hos banken ovan och förnya sedan igen.',
    dataFolder: 'Datamapp',
    dataFolderIn: 'Betalningshistoriken, loggarna och de förseglade nyckelfilerna finns i',
    dataFolderKeys:
      'Privata nycklar och klienthemligheter finns i systemets nyckelring, aldrig i läsbar form i den här mappen.',
    showDataFolder: 'Visa datamappen',
    bannerExpired: 'QSEAL-certifikatet för ”{{name}}” gick ut {{date}}: betalningar är spärrade tills det förnyas.',
    bannerExpiring_one: 'QSEAL-certifikatet för ”{{name}}” går ut {{date}} ({{count, number}} dag kvar).',
    bannerExpiring_other: 'QSEAL-certifikatet för ”{{name}}” går ut {{date}} ({{count, number}} dagar kvar).',
    renewInSettings: 'Förnya i Inställningar',
    demoRestored: 'Demobanken har lagts till igen.',
    restoreDemo: 'Lägg till demobanken igen',
    demoToolsTitle: 'Prova i demobanken',
    demoToolsText:
      'Inga riktiga pengar: sätt in pengar på ett demokonto för att prova en stor lönekörning, eller börja om demon från första dagen.',
    demoAccount: 'Demokonto',
    demoAmount: 'Belopp att sätta in',
    demoAddFunds: 'Sätt in pengar',
    demoFundsAdded: '{{amount}} insatt på {{account}}.',
    demoAmountProblem: 'Skriv ett belopp större än noll, till exempel {{example}}.',
    demoReset: 'Återställ demobanken',
    demoResetConfirm:
      'Återställa demobanken till första dagen? Saldona går tillbaka till start, dess buntar och transaktioner glöms och du loggar in igen. Historiken på den här datorn finns kvar.',
    demoResetDone: 'Demobanken är tillbaka på sin första dag. Logga in igen under Konton.',
    noProfile: 'Ingen bankprofil',
    noProfileAction:
      'Lägg till en bankprofil med de adresser din bank anger, importera sedan din QSEAL-nyckel och gör registreringen.',
    activated: 'Betalningar går nu via {{name}}.',
    confirmRemoveDemo: 'Ta bort demobanken? Det går inte att ångra.',
    confirmRemove:
      'Ta bort ”{{name}}” och radera dess nyckel och klienthemlighet ur nyckelringen? Det går inte att ångra.',
    profileRemoved: 'Profilen har tagits bort.',
    approvedToast: 'Banken godkände applikationen: klient-id och hemlighet har sparats.',
    onboarding: 'Registrering hos banken',
    approvedClientId: 'Godkänd · klient-id {{id}}',
    notApprovedYet: 'Inte godkänd än',
    demoApplication: 'Demobankens applikation godkänns och installeras automatiskt.',
    certificateFirst:
      'Importera först QSEAL-nyckeln och certifikatet: banken registrerar applikationen med certifikatet.',
    onboardingAccount: 'Registreringskonto',
    loggedInAs: 'Inloggad som {{email}} till {{time}}.',
    logOut: 'Logga ut',
    loginEnded:
      'Din inloggning för registrering har upphört (banken tillåter 5 minuter). Ange lösenordet igen för att fortsätta.',
    application: 'Applikation',
    applicationRegistered: 'Applikationen har registrerats hos banken. Den väntar nu på bankens godkännande.',
    showApplications: 'Visa mina applikationer',
    applicationLinked: 'Applikationen har kopplats till den här profilen.',
    approval: 'Godkännande',
    approvedStored:
      'Godkänd. Klient-id och hemlighet har sparats (hemligheten i nyckelringen); betalningar kan signeras.',
    waitingApproval: 'Väntar på att banken godkänner applikationen {{id}}.',
    approvedShort: 'Godkänd: klient-id och hemlighet har sparats.',
    notApprovedRefresh: 'Inte godkänd än. Uppdatera igen senare.',
    refreshApproval: 'Uppdatera godkännande',
    afterRegistered: 'När applikationen är registrerad, kom tillbaka hit och uppdatera tills banken godkänner den.',
    accountCreated: 'Registreringskontot har skapats.',
    signupForm: 'Skapa registreringskonto',
    loginForm: 'Logga in för registrering',
    newToBank: 'Ny hos den här banken: skapa konto',
    haveAccount: 'Jag har ett registreringskonto: logga in',
    onboardingEmail: 'E-post för registrering',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    onboardingPassword: 'Lösenord för registrering',
    passwordHintSignup: 'Minst 8 tecken. Bulkpay sparar det inte.',
    passwordHintLogin: 'Bulkpay sparar det inte; inloggningen varar i 5 minuter.',
    signupAndLogin: 'Skapa konto och logga in',
    logIn: 'Logga in',
    registerForm: 'Registrera applikationen',
    organisationUrl: 'Organisationens webbadress',
    registering: 'Registrerar…',
    register: 'Registrera applikationen med certifikatet',
    noApplications: 'Inga applikationer än för det här registreringskontot.',
    applicationsCaption: 'Registreringskontots applikationer',
    organisation: 'Organisation',
    approved: 'Godkänd',
    waitingForApproval: 'Väntar på godkännande',
    usedByProfile: 'Används av den här profilen',
    useForProfile: 'Använd för den här profilen',
    demoName: 'Demobank (testmiljö, inga riktiga pengar)',
  },
  accountsScreens: {
    account: 'Konto',
    ibanOrUk: 'IBAN / brittiskt kontonummer',
    sortCode: 'Sort code {{sortCode}} · Konto {{account}}',
    available: 'Disponibelt',
    booked: 'Bokfört',
    blocked: 'Reserverat',
    feesPayable: 'Avgifter att betala',
    state: 'Status',
    accountState: {
      active: 'Aktivt',
    },
    noAccounts: 'Inga konton',
    noAccountsAction: 'Banken returnerade inga konton för den här kunden.',
    archivedCount: 'Arkiverade konton ({{count, number}})',
    archived: 'Arkiverade konton',
    chooseAccount: 'Välj ett konto för att se dess transaktioner.',
    sessionEnded: 'Din banksession har upphört.',
    waitingFor: 'Väntar: {{actions}}.',
    signInAgain: 'Logga in igen',
    waitingToContinue: 'Väntar på att fortsätta: {{actions}}.',
    cancelWaiting: 'Avbryt de väntande åtgärderna',
    afterApproval: 'Efter godkännandet fortsätter Bulkpay: {{actions}}.',
    executed: 'Genomförd',
    e2e: 'E2E {{id}}',
    filterTransactions: 'Filtrera transaktioner',
    show: 'Visa',
    all: 'Alla',
    paid: 'Betald',
    scheduled: 'Schemalagd',
    direction: 'Riktning',
    inAndOut: 'In och ut',
    incoming: 'Inkommande',
    outgoing: 'Utgående',
    from: 'Från',
    to: 'Till',
    exported: 'Exporterade {{file}}.',
    noMatching: 'Inga transaktioner under det senaste året matchar de här filtren.',
    noTransactions: 'Inga transaktioner under det senaste året.',
    bookedExecuted: 'Bokförd / genomförd',
    counterpartyReference: 'Motpart och referens',
    amount: 'Belopp',
    transaction: 'Transaktion',
    closeTransaction: 'Stäng transaktionen',
    close: 'Stäng',
    counterparty: 'Motpart',
    debtor: 'Betalare',
    creditor: 'Mottagare',
    bookingDate: 'Bokföringsdag',
    dueDate: 'Förfallodag',
    message: 'Meddelande',
    reference: 'Referens',
    endToEndId: 'End-to-end-id',
    method: 'Metod',
    description: 'Beskrivning',
    transactionId: 'Transaktions-id',
    unknown: 'okänt',
    bankState: {
      unverified: 'Väntar på godkännande',
      verified: 'Godkänd, ännu inte betald',
      paid: 'Betald',
      notenoughbalance: 'Inte skickad: otillräckligt saldo',
      cancelled: 'Avbruten',
      scheduled: 'Schemalagd',
      other: 'Annat ({{state}})',
    },
    newPayment: 'Ny enskild betalning',
    payFrom: 'Betala från',
    accountOption: '{{name}} · {{iban}} · disponibelt {{available}}',
    receiverName: 'Mottagarens namn',
    bicOptional: 'BIC (valfritt)',
    currency: 'Valuta',
    messageToReceiver: 'Meddelande till mottagaren',
    endToEndIdOptional: 'End-to-end-id (valfritt)',
    creating: 'Skapar…',
    createPayment: 'Skapa betalning',
    receiver: 'Mottagare',
    createdNotConfirmed: 'Skapad, inte bekräftad',
    checkAndConfirm: 'Kontrollera och bekräfta betalningen',
    paymentFinished: 'Betalningen är klar',
    paymentOnItsWay: 'Betalningen är på väg',
    confirmIntro:
      'Banken har skapat betalningen men betalar den inte förrän du bekräftar. Bekräftelsen startar godkännandet i din telefon.',
    approveOnPhone:
      'Godkänn betalningen i din telefon. Bulkpay följer dess status tills den är betald eller misslyckas.',
    paymentProgress: 'Betalningens förlopp',
    outcome: {
      paid: 'Betalningen är genomförd.',
      notenoughbalance:
        'Kontot hade inte tillräckligt saldo, så betalningen gjordes inte. Sätt in pengar eller välj ett annat konto och skapa den igen.',
      cancelled: 'Betalningen avbröts hos banken och gjordes inte.',
    },
    confirming: 'Bekräftar…',
    confirmPayment: 'Bekräfta betalningen',
    newPaymentButton: 'Ny betalning',
    discard: 'Kasta',
    action: {
      loadingAccounts: 'Hämtning av kontona',
      loadingTransactions: 'Hämtning av transaktioner',
      loadingTransaction: 'Hämtning av transaktionen',
      checkingAccount: 'Kontroll av betalkontot',
      creatingPayment: 'Skapande av betalningen',
      confirmingPayment: 'Bekräftelse av betalningen',
      checkingPayment: 'Kontroll av betalningen',
      sendingBulk: 'Sändning av bunten',
      checkingBulk: 'Kontroll av bunten',
      resendingBulks: 'Omsändning av obekräftade buntar',
    },
  },
  payees: {
    title: 'Mottagare',
    introTeam:
      'Alla som teamet har betalat, från vilken dator som helst, med varje konto de betalats till: teamets mottagarregister. Betalningar kontrolleras mot det innan de godkänns och skickas: ett ändrat konto, en ny mottagare, ett konto betalat under ett annat namn och ett ovanligt belopp visas på sin rad; ett spärrat konto stoppar betalningen.',
    teamJudgesOnly:
      'Endast godkännare och administratörer får lita på, spärra eller häva spärren för konton i teamets mottagarregister; be någon av dem. Du kan lägga till mottagare och anteckningar genom att importera en mottagarfil.',
    intro:
      'Alla som betalats från den här datorn, med varje konto de betalats till. Betalningar kontrolleras mot listan innan de skickas: ett ändrat konto, en ny mottagare, ett konto betalat under ett annat namn och ett ovanligt belopp visas på sin rad; ett spärrat konto stoppar betalningen.',
    search: 'Sök namn eller IBAN',
    filter: 'Visa',
    all: 'Alla',
    export: 'Exportera CSV',
    importCsv: 'Importera CSV',
    none: 'Inga mottagare ännu: listan fylls när betalningar skickas.',
    noneMatch: 'Ingen mottagare matchar.',
    name: 'Mottagare',
    iban: 'IBAN',
    state: 'Förtroende',
    count: 'Betalningar',
    lastPaid: 'Senast betald',
    note: 'Notering',
    actions: 'Åtgärder',
    accountOnly: '(endast konto)',
    wasBlocked: 'var spärrat',
    payments: 'Betalningar',
    trustAction: 'Lita på',
    blockAction: 'Spärra…',
    unblockAction: 'Häv spärr',
    reason: 'Orsak till spärren',
    blockConfirm: 'Spärra {{iban}}',
    recent: '$t(counts.payments, {"count": {{count}} }); de senaste beloppen:',
    trusted: '{{iban}} är betrott.',
    blocked: '{{iban}} är spärrat: betalningar dit stoppas.',
    unblocked: '{{iban}} är inte längre spärrat.',
    imported: 'Importerade $t(counts.rows, {"count": {{count}} }).',
    trust: {
      new: 'Ny',
      known: 'Känd',
      trusted: 'Betrodd',
      blocked: 'Spärrad',
    },
  },
  validateText: {
    summary_one:
      '{{file}}: {{count, number}} betalning i $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    summary_other:
      '{{file}}: {{count, number}} betalningar i $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    withBom: '{{encoding}} med BOM',
    csvFormat: 'CSV, avgränsare "{{delimiter}}", decimal {{decimal}}',
    encoding: 'Teckenkodning {{encoding}}: {{reason}}.',
    encodingReason: {
      bom: 'filen börjar med en byteordningsmarkering (BOM)',
      utf16_zero_bytes: 'varannan byte är noll, som i UTF-16-text',
      valid_utf8: 'varje byte är giltig UTF-8',
      mostly_utf8: 'filen är UTF-8 utom några ogiltiga byte (varje sådan rad har ett fel)',
      not_utf8: 'byten är inte UTF-8, och Windows-1252 är vad Excel skriver i Windows i Västeuropa',
      chosen: 'du valde den',
    },
    sheetRead: 'Blad som lästes: “{{sheet}}” av {{sheets}}; välj ett annat med --sheet NAMN eller NUMMER.',
    debtorAccount: 'Filen säger att betalningen görs från {{iban}} (DbtrAcct): välj det kontot när du skickar den.',
    bulk_one: 'bunt {{number}}: {{count, number}} betalning (rad {{first}}), totalt {{total}}',
    bulk_other: 'bunt {{number}}: {{count, number}} betalningar (rader {{first}}–{{last}}), totalt {{total}}',
    moreBulks: '… och {{count, number}} buntar till.',
    fileTotal: 'Filen totalt: {{total}}',
    noAmounts: 'inga läsbara belopp',
    eachBulkApproval: 'Varje bunt behöver ett eget godkännande i telefonen.',
    example: '(t.ex. “{{preview}}”)',
    moreIn: '… och {{count, number}} till (alla i {{file}})',
    moreListThem: '… och {{count, number}} till (lista alla med --all-problems FIL)',
    errors:
      '$t(counts.errors, {"count": {{count}} }) på $t(counts.rows, {"count": {{rows}} }), $t(counts.kinds, {"count": {{kinds}} }):',
    warnings: '$t(counts.warnings, {"count": {{count}} }):',
    notReady: 'Inte klar att skicka: rätta felen ovan.',
    ready: 'Inga fel: klar att skicka.',
  },
  inboxWhy: {
    title: 'Bulkpay tog inte {{file}} från ERP-inkorgen ({{at}}).',
    duplicate:
      'Varför: samma fil (samma innehåll) hämtades redan {{at}} som {{earlier}}; Bulkpay tar varje fil en gång, så inget betalas två gånger.',
    duplicateTodo:
      'Vad göra: ingenting, om ERP skickade den igen av misstag. För att betala dessa betalningar igen, importera filen själv i Bulkpays fönster.',
    why: 'Varför: {{reason}}',
    todo: 'Vad göra: rätta betalningarna i ERP och exportera dem till inkorgen igen. Den här filen ligger kvar här som referens och läses inte igen.',
  },
  cli: {
    profileCharacterSet: 'Bankprofilen "{{name}}": tecken som banken godtar: {{set}}.',
    payeesNone: 'Inga mottagare i registret ännu; det fylls när betalningar skickas.',
    payeesHeading: '$t(counts.payeeAccounts, {"count": {{count}} }) i registret',
    payeeBlocked: '{{iban}} är spärrat: betalningar dit stoppas ({{entries}} poster).',
    payeeTrusted: '{{iban}} är betrott.',
    payeeUnblocked: '{{iban}} är inte längre spärrat.',
    payeesImported: 'Importerade $t(counts.rows, {"count": {{count}} }) till mottagarregistret.',
    payeesExported: 'Skrev mottagarregistret ({{count, number}} rader) till {{file}}.',
    changedPayeesRefused_one:
      'bulkpay submit: inget skickades: $t(counts.payments, {"count": {{count}} }) skulle gå till ett konto mottagaren aldrig betalats till (rad {{lines}}). --accept-warnings täcker inte ändrade kontouppgifter. Bekräfta varje ändring med mottagaren per telefon och lägg till --confirm-changed-payees, eller lita först på det nya IBAN: `bulkpay payees trust <IBAN>`.',
    changedPayeesRefused_other:
      'bulkpay submit: inget skickades: $t(counts.payments, {"count": {{count}} }) skulle gå till ett konto mottagaren aldrig betalats till (rader {{lines}}). --accept-warnings täcker inte ändrade kontouppgifter. Bekräfta varje ändring med mottagaren per telefon och lägg till --confirm-changed-payees, eller lita först på det nya IBAN: `bulkpay payees trust <IBAN>`.',
    payeeTrust: {
      new: 'ny',
      known: 'känd',
      trusted: 'betrodd',
      blocked: 'SPÄRRAD',
    },
    untilBankEnds: 'banken avslutar den',
    usingSessionOf:
      'Använder den tidigare godkända banksessionen för {{email}}; den varar till {{until}}. `bulkpay logout` avslutar den.',
    usingSession:
      'Använder den tidigare godkända banksessionen; den varar till {{until}}. `bulkpay logout` avslutar den.',
    askEmail: 'Bankens e-post:',
    askPassword: 'Bankens lösenord:',
    noCredentials:
      'bankens e-post eller lösenord saknas. Sätt BULKPAY_PSU_EMAIL och BULKPAY_PSU_PASSWORD, eller kör kommandot i en terminal för att bli tillfrågad.',
    approveOnPhone:
      'Godkänn inloggningen i din telefon. Kontrollera att den visar koden {{code}}. Begäran går ut {{expires}}.',
    signInIncomplete: 'Inloggningen slutfördes inte.',
    signedInAs: 'Inloggad som {{email}}; banksessionen varar till {{until}}.',
    sessionEnded: 'Banksessionen har upphört; logga in igen för att fortsätta.',
    signedInUntil: 'Inloggad till {{until}}.',
    signedIn: 'Inloggad.',
    nothingToForget:
      'Inget att glömma: med BULKPAY_BASE_URL satt sparar Bulkpay ingen session; token är BULKPAY_TOKEN. Ta bort den för att sluta använda den.',
    notSignedIn: 'Inte inloggad: ingen banksession sparades.',
    signedOutOf:
      'Utloggad ({{email}}): banksessionen är glömd; nästa kommando ber om ett nytt godkännande i telefonen.',
    signedOut: 'Utloggad: banksessionen är glömd; nästa kommando ber om ett nytt godkännande i telefonen.',
    account: 'Konto',
    currency: 'Valuta',
    available: 'Disponibelt',
    booked: 'Bokfört',
    blocked: 'Reserverat',
    state: 'Status',
    archivedAccount: '{{name}} (arkiverat)',
    unknown: 'okänt',
    noSuchBulk: 'det finns ingen bunt {{id}} i historiken i den här datamappen (BULKPAY_DATA_DIR).',
    noBulks: 'Inga buntar i historiken än.',
    bulkState: {
      sending: 'skickas',
      unknown: 'utfallet okänt, försöker fortfarande',
      pending_approval: 'väntar på godkännande i telefonen',
      processing: 'behandlas',
      approved: 'godkänd',
      rejected: 'avvisad',
      not_accepted: 'nekad av banken',
      not_sent: 'inte skickad',
      other: 'annat ({{state}})',
    },
    minutesLeft: '{{minutes}} min kvar att godkänna',
    lastConfirmedAt: 'senaste status som banken bekräftade kl. {{time}} UTC: {{state}}; den kan ha ändrats sedan dess',
    lastConfirmedBefore:
      'senaste status som banken bekräftade före den här körningen (banken har inte kunnat tillfrågas sedan dess): {{state}}; den kan ha ändrats',
    bulkLine: 'bunt {{sequence}} {{id}}: {{payments}} betalningar, {{totals}}: {{state}}',
    bulkLineAgain: 'bunt {{sequence}} (skickad igen) {{id}}: {{payments}} betalningar, {{totals}}: {{state}}',
    bulkChanged: 'bunt {{sequence}} {{id}}: {{state}}',
    line: 'rad {{line}}',
    paymentState: {
      pending: 'väntar',
      paid: 'betald',
      notenoughbalance: 'inte skickad: otillräckligt saldo',
      rejected: 'avvisad med sin bunt',
      not_accepted: 'nekad av banken',
      not_sent: 'inte skickad',
      scheduled: 'schemalagd',
    },
    importedInto: 'Importerad till ”{{name}}”:',
    renewed: 'Förnyad: ”{{name}}” signerar nu med den nya nyckeln.',
    reviewLine:
      '{{file}}: $t(counts.payments, {"count": {{payments}} }) i $t(counts.bulks, {"count": {{bulks}} }) från {{account}}, {{available}} disponibelt',
    reviewBulk: 'bunt {{bulk}}: {{payments}} betalningar (rad {{first}}–{{last}}), totalt {{totals}}',
    overBalance: 'mer än det disponibla saldot',
    errorsHeading: '{{count}} fel:',
    warningsHeading: '$t(counts.warnings, {"count": {{count}} }):',
    notSent: 'Inte skickat: {{reason}}',
    reviewOnly: 'Inget skickat: endast granskning. Kör igen med --yes för att skicka buntarna.',
    reviewOnlyWarnings:
      'Inget skickat: endast granskning. Kör igen med --yes --accept-warnings (när du har kontrollerat varningarna ovan) för att skicka buntarna.',
    waitingForBulks: 'Väntar på godkännande i telefonen och på att banken behandlar varje bunt…',
  },
  team: {
    nav: {
      label: 'Team',
      hint: 'Körningar som väntar på frisläppning av en andra person, och teamets senaste körningar',
    },
    banner: {
      title: 'Teamets databas kan inte nås.',
      stillWorks: 'Inget skickas förrän den svarar igen.',
    },
    role: {
      preparer: 'Förberedare',
      approver: 'Attestant',
      admin: 'Administratör',
      viewer: 'Läsare',
    },
    roleHint: {
      preparer: 'Du förbereder körningar och lämnar dem för frisläppning; någon annan släpper dem.',
      approver: 'Du släpper eller returnerar körningar som andra förberett, och kan skicka frisläppta körningar.',
      admin: 'Du hanterar teamets medlemmar och roller, och kan förbereda, släppa och skicka körningar.',
      viewer: 'Du ser teamets körningar men kan inte ändra dem.',
    },
    state: {
      awaiting_release: 'Väntar på frisläppning',
      returned: 'Returnerad',
      released: 'Frisläppt',
      sending: 'Skickas',
      sent: 'Skickad',
    },
    action: {
      first_approval: 'godkände (första av två)',
      release_rule_changed: 'ändrade en släppregel',
      prepared: 'förberedde',
      returned: 'returnerade',
      released: 'släppte',
      sending: 'började skicka',
      sent: 'skickade till banken',
    },
    warning: {
      duplicate_in_file: 'dubbletter i filen',
      sent_recently: 'redan skickad nyligen',
      payee_bank_details_changed: 'ändrade kontouppgifter',
      payee_new: 'nya mottagare',
      iban_other_payee: 'konto betalat under annat namn',
      amount_unusual: 'ovanliga belopp',
      name_lookalike_characters: 'förväxlingsbara tecken i namn',
      sent_by_team: 'i en av teamets senaste körningar',
      balance_unknown: 'saldo okänt',
      file_total_over_balance: 'summan över saldot',
      non_sepa_characters: 'tecken som banken inte tar emot',
      sepa_not_eur: 'SEPA i annan valuta än EUR',
      reference_check_digit: 'referensens kontrollsiffra',
      structured_reference_too_long: 'referensen för lång',
      debtor_account_mismatch: 'betalkontot skiljer sig från filen',
    },
    settings: {
      title: 'Team',
      loading: 'Kontrollerar teamläget…',
      intro:
        'Ett ekonomiteam delar en databas: en person förbereder en körning, en annan släpper den, och varje körning skickas en gång. Din IT-administratör ger dig adressen och ditt databaslösenord.',
      address: 'Teamdatabasens adress',
      password: 'Databaslösenord (sparas i datorns nyckelring)',
      install: 'Installera eller uppgradera teamschemat (administratörer som sätter upp teamet)',
      connect: 'Anslut',
      connecting: 'Ansluter…',
      you: 'Du',
      noRole: 'ingen Bulkpay-roll än: be en teamadministratör',
      server: 'Server',
      serverLine: 'PostgreSQL {{version}}, schemaversion {{schema}}',
      payeeKeyUnicode:
        'Denna Bulkpay läser namn enligt Unicode {{app}}, teamets databas enligt Unicode {{tables}}: en betalningsmottagare vars namn har ett ovanligt tecken kan varnas för här men inte av teamets frisläppningsregel, eller tvärtom. Säg till teamets administratör, som ber om en Bulkpay-version där versionerna stämmer överens.',
      schemaOld:
        'Teamschemat är äldre än denna Bulkpay; en administratör ansluter igen med ”Installera eller uppgradera” ikryssat.',
      indexesBuilding_one:
        'Ett av teamdatabasens sökindex byggs just nu: sökningar i teamets historik kan vara långsamma tills det är klart. Inget behöver göras.',
      indexesBuilding_other:
        '{{count, number}} av teamdatabasens sökindex byggs just nu: sökningar i teamets historik kan vara långsamma tills de är klara. Inget behöver göras.',
      indexesMissing_one:
        'Ett av teamdatabasens sökindex saknas eller blev ofärdigt när ett bygge avbröts: sökningar i teamets historik kan vara långsamma tills det byggs igen.',
      indexesMissing_other:
        '{{count, number}} av teamdatabasens sökindex saknas eller blev ofärdiga när ett bygge avbröts: sökningar i teamets historik kan vara långsamma tills de byggs igen.',
      indexesAdmin:
        'Teamdatabasens ägare bygger dem igen med teamuppgraderingen, som teamets administratörsguide beskriver. Alla kan arbeta vidare under tiden.',
      indexesAsk: 'Be teamets administratör att låta bygga dem igen.',
      payeeNamesFilling:
        'Teamhistorikens betalningsmottagarnamn läggs till just nu: sökning i teamhistoriken på mottagare kan vara långsam tills det är klart. Inget behöver göras.',
      payeeNamesUnfilled:
        'Teamhistorikens betalningsmottagarnamn blev ofärdiga efter en avbruten uppgradering: sökning i teamhistoriken på mottagare kan vara långsam tills de har lagts till. Teamdatabasens ägare slutför det med teamuppgraderingen, som teamets administratörsguide beskriver. Alla kan arbeta vidare under tiden.',
      disconnect: 'Lämna teamläget',
      disconnectConfirm:
        'Lämna teamläget på den här datorn? Lösenordet tas bort ur nyckelringen; teamets körningar finns kvar i teamdatabasen.',
    },
    members: {
      title: 'Medlemmar och roller',
      dbRole: 'Databasinloggning',
      appRole: 'Bulkpay-roll',
      roleOf: 'Bulkpay-roll för {{role}}',
      addRole: 'Databasinloggning att lägga till',
      add: 'Ge roll',
      hint: 'Medlemmar är databasens egna inloggningsroller; din databasadministratör skapar dem.',
    },
    runs: {
      title: 'Teamets körningar',
      notConnected: 'Den här datorn är inte ansluten till en teamdatabas. Anslut den under Inställningar → Team.',
      toSettings: 'Öppna Inställningar',
      back: '← Alla teamets körningar',
      waiting_one: 'Väntar på frisläppning: {{count}} körning',
      waiting_other: 'Väntar på frisläppning: {{count}} körningar',
      waitingList: 'Körningar som väntar på frisläppning',
      noneWaiting: 'Ingen körning väntar på frisläppning.',
      recent: 'Senaste körningar',
      recentList: 'Teamets senaste körningar',
      noneRecent: 'Inga andra körningar än.',
      meta_one: '{{count}} betalning · förberedd av {{user}} {{at}}',
      meta_other: '{{count}} betalningar · förberedd av {{user}} {{at}}',
      returnedShort: 'returnerad: ”{{comment}}”',
      open: 'Öppna',
      openRun: 'Öppna körningen {{file}}',
    },
    release: {
      title: 'Körning {{file}}',
      total: 'Totalt',
      payments: 'Betalningar',
      from: 'Betalas från',
      preparedBy: 'Förberedd av',
      bankIdentity: 'Bankidentitet (TPP · kund)',
      bankIdentityValue: '{{tpp}} · {{customer}}',
      releasedBy: 'Frisläppt av',
      byAt: '{{user}}, {{at}}',
      warnings: 'Varningar som förberedaren kvitterat',
      noWarnings: 'inga',
      warningsTitle_one: '{{count}} varning i körningen, kontrollerad på den här datorn',
      warningsTitle_other: '{{count}} varningar i körningen, kontrollerade på den här datorn',
      returned: 'Returnerad av {{user}}: ”{{comment}}”. Rätta filen och lämna den för frisläppning igen.',
      ownRun: 'Du förberedde den här körningen, så någon annan måste släppa den (fyraögonsprincipen).',
      alreadyReleased:
        'Den här körningen delar $t(counts.payments, {"count": {{count}} }) (rad {{lines}}) med en annan teamkörning som är frisläppt eller skickad: att frisläppa denna betalar de raderna två gånger.',
      payAgain: 'Jag vill betala dessa betalningar igen',
      plannedBulks: 'Körningens buntar (skickade från en annan dator)',
      plannedBulk: 'Bunt {{index}}: $t(counts.payments, {"count": {{count}} }), {{total}}',
      underThreshold: 'Körningen är under teamets gräns för frisläppning: ingen andra person behövs.',
      beingSent: 'Skickas av {{user}} på {{host}}.',
      sent: 'Skickad till banken av {{user}} på {{host}}. Kunden godkänner varje bunt i telefonen som vanligt.',
      checkProblem: 'Körningen kunde inte kontrolleras mot banken på den här datorn: {{problem}}',
      release_one: 'Släpp {{count}} betalning',
      release_other: 'Släpp {{count}} betalningar',
      releasing: 'Släpper…',
      commentLabel: 'Kommentar till förberedaren (för att returnera körningen)',
      return: 'Returnera med kommentar',
      send_one: 'Skicka {{count}} betalning',
      send_other: 'Skicka {{count}} betalningar',
      sending: 'Skickar…',
      sendHint:
        'Vilken av teamets datorer som helst med bankens nyckel kan skicka den; teamdatabasen ser till att den skickas en gång.',
      bulks: 'Buntar hos banken',
      everyPayment_one: 'Körningens {{count}} betalning',
      everyPayment_other: 'Körningens alla {{count}} betalningar',
      line: 'Rad',
      payee: 'Mottagare',
      iban: 'Konto',
      reference: 'Referens',
      amount: 'Belopp',
      history: 'Körningens historik',
      historyLine: '{{at}}: {{user}} {{action}}',
    },
    submit: {
      title: 'Lämna för frisläppning',
      notPreparer: 'Din teamroll förbereder inte körningar; en förberedare eller administratör lämnar dem.',
      importFirst:
        'Importera en fil på skärmen Betalningar, rätta dess problem och välj betalkonto; lämna den sedan här för frisläppning.',
      current_one: '{{file}}: {{count}} betalning klar på skärmen Betalningar.',
      current_other: '{{file}}: {{count}} betalningar klara på skärmen Betalningar.',
      review: 'Kontrollera för frisläppning',
      checking: 'Kontrollerar…',
      reviewGroup: 'Körning att lämna för frisläppning',
      summary_one: '{{count}} betalning i $t(counts.bulks, {"count": {{bulks}} }), totalt {{total}}, från {{account}}.',
      summary_other:
        '{{count}} betalningar i $t(counts.bulks, {"count": {{bulks}} }), totalt {{total}}, från {{account}}.',
      submit_one: 'Lämna {{count}} betalning för frisläppning',
      submit_other: 'Lämna {{count}} betalningar för frisläppning',
      submitting: 'Lämnar…',
      done: 'Lämnad: körningen väntar nu på att en andra person släpper den.',
      doneNoRelease: 'Lämnad: under gränsen för frisläppning, så den är redan frisläppt och kan skickas.',
      open: 'Öppna körningen',
    },
    guided: {
      step: 'Godkännande (fyra ögon)',
      hint: 'En andra person granskar körningen och släpper den; sedan skickas den.',
      title: 'Väntar på godkännande',
      none: 'Ingen körning har lämnats in från den här vyn. Lämna in betalningarna för frisläppning i steget Granska.',
      unreachable:
        'Inlämningen väntar på teamets databas: den kan inte nås just nu (se ovan). Försök igen när den svarar.',
    },
  },
  erpReports: {
    runs: 'Betalningskörningar',
    runsHint:
      'Varje fil du har skickat, med alla buntar som skickats från den (även när den skickades igen efter ett avbrott). Rapporterna omfattar hela körningen.',
    runsEmpty: 'Ingen fil har skickats ännu. Varje fil du skickar visas här med sina rapporter.',
    runLine_one: '{{count, number}} betalning · buntar: {{bulks, number}} · senast importerad {{date}}',
    runLine_other: '{{count, number}} betalningar · buntar: {{bulks, number}} · senast importerad {{date}}',
    final: 'Slutförd',
    inProgress: 'Inte slutförd än',
    reportsOf: 'Rapporter för {{name}}',
    pdf: 'Rapport (PDF)',
    pdfBusy: 'Rapporten skapas…',
    pain002: 'pain.002',
    pain002Title: 'Betalningsstatusrapport för ert affärssystem (ISO 20022)',
    runReport: 'Körningsrapport',
    camt054Title: 'Debiteringsavisering för denna bunt: de betalda betalningarna som en post (ISO 20022)',
    saved: '{{what}} har sparats i dina nedladdningar.',
    outbox: 'ERP-utkorg',
    outboxHelp:
      'När alla buntar i en betalningskörning är slutförda skriver Bulkpay dess pain.002-statusrapport i den här mappen, hel eller inte alls, så att ert affärssystem kan importera den.',
    outboxOff: 'Av.',
    outboxFolder: 'Mapp:',
    outboxChoose: 'Välj mapp…',
    outboxTurnOff: 'Stäng av',
    outboxSet: 'Statusrapporterna sparas i {{folder}}.',
    outboxIsOff: 'ERP-utkorgen är avstängd.',
    inbox: 'ERP-inkorg',
    inboxHelp:
      'Ditt ERP sparar betalningsfiler (pain.001, CSV eller Excel) i den här mappen. Bulkpay läser varje ny fil en gång, när den är helt skriven, och erbjuder den på Hem. En fil som inte kan läsas flyttas till mappen ”rejected” med en anteckning om varför.',
    inboxTeam: 'Skicka varje godkänd fil till teamet för frisläppning i stället för att erbjuda den på Hem',
    inboxTeamAccount: 'Betala från',
    inboxTeamSignIn: 'Logga in under Konton för att välja kontot teamet betalar de här filerna från.',
    inboxSet: 'Bulkpay läser betalningsfiler från {{folder}}.',
    inboxIsOff: 'ERP-inkorgen är avstängd.',
    statementFrom: 'Från',
    statementTo: 'till',
    statementScheduled: 'schemalagda',
    statementScheduledTitle: 'Visa även schemalagda (ännu inte bokförda) betalningar som väntande poster',
    statement: 'Kontoutdrag (camt.053)',
    statementBusy: 'Läser alla sidor…',
    statementWhat: 'Kontoutdraget',
    busyOther: 'En annan rapport skapas; vänta tills den är klar.',
    runPdf: 'Körningsrapport (PDF)',
    runPdfTitle: 'Rapport över alla buntar som skickats från den här filen, för attestanten och revisorn',
    pain002BulkTitle: 'Betalningsstatusrapport för endast denna bunt, för ert affärssystem (ISO 20022)',
  },
  fix: {
    gridLabel: 'Betalningar i filen',
    gridHelp:
      'Piltangenterna flyttar mellan cellerna, Enter redigerar en cell, Enter sparar och Esc avbryter, Tabb lämnar tabellen. Ctrl+Z ångrar den senaste ändringen.',
    line: 'Rad',
    remove: 'Ta bort',
    cellLabel: '{{field}}, rad {{line}}: {{value}}',
    editorLabel: '{{field}}, rad {{line}}',
    empty: 'tom',
    inFile: 'I filen: {{raw}}',
    removeLine: 'Ta bort rad {{line}}',
    removeTitle: 'Ta bort den här betalningen (Ångra tar tillbaka den)',
    noRows: 'Inga betalningar.',
    noProblemRows: 'Inga rader med problem.',
    removedLine: 'Rad {{line}} togs bort.',
    editedCell: '{{field}} ändrades på rad {{line}}.',
    undo: 'Ångra',
    undone: 'Ångrat: {{what}}',
    dismiss: 'Stäng',
    groupTitle_one: '{{kind}}: {{count, number}} rad',
    groupTitle_other: '{{kind}}: {{count, number}} rader',
    showMore_one: 'Visa {{count, number}} rad till',
    showMore_other: 'Visa {{count, number}} rader till',
    ignoreColumn: 'Ignorera kolumnen {{field}}',
    ignoredColumn_one: 'Kolumnen {{field}} ignorerades ({{count, number}} rad).',
    ignoredColumn_other: 'Kolumnen {{field}} ignorerades ({{count, number}} rader).',
    previewCaption: 'Hur de första raderna ser ut med tecken som banken tar emot',
    before: 'Före',
    after: 'Efter',
    germanSpelling: 'Tysk stavning (ä → ae, ö → oe, ü → ue); annars ä → a, å → a, ö → o som på svenska och finska',
    transliterate_one: 'Skriv om {{count, number}} rad med SEPA-tecken',
    transliterate_other: 'Skriv om alla {{count, number}} rader med SEPA-tecken',
    transliterated_one: '{{count, number}} cell skrevs om till tecken som banken tar emot.',
    transliterated_other: '{{count, number}} celler skrevs om till tecken som banken tar emot.',
    charactersGroup_one:
      '{{count, number}} rad har tecken som den här banken inte tar emot i ”{{field}}”: {{characters}} (rad {{lines}})',
    charactersGroup_other:
      '{{count, number}} rader har tecken som den här banken inte tar emot i ”{{field}}”: {{characters}} (rader {{lines}})',
    removeDuplicates_one: 'Ta bort {{count, number}} exakt kopia',
    removeDuplicates_other: 'Ta bort {{count, number}} exakta kopior',
    removedDuplicates_one: '{{count, number}} exakt kopia togs bort.',
    removedDuplicates_other: '{{count, number}} exakta kopior togs bort.',
    kind: {
      non_sepa_characters: 'Tecken som den här banken inte tar emot',
      duplicate_in_file: 'Möjliga dubbletter',
      sent_recently: 'Nyligen skickade',
      payee_bank_details_changed: 'Ändrade kontouppgifter',
      payee_new: 'Nya mottagare',
      iban_other_payee: 'Konto betalat under annat namn',
      amount_unusual: 'Ovanliga belopp',
      payee_blocked: 'Spärrade konton',
      name_lookalike_characters: 'Förväxlingsbara tecken i namn',
      bank_rejected: 'Avvisade av banken',
      ragged_row: 'Rader med för många eller för få kolumner',
      iban_checksum: 'IBAN-kontrollsiffror',
      iban_length: 'IBAN-längd',
    },
    explain: {
      field_not_accepted_due_date: 'buntar genomförs direkt',
      field_not_accepted_payment_account: 'alla betalningar görs från kontot du väljer',
      field_not_accepted_execute_verification_of_payee: 'inte tillgängligt i en bunt',
      non_sepa_characters: 'banken kan ersätta eller avvisa dem',
      duplicate_in_file: 'samma mottagare, belopp och referens som en tidigare rad',
      sent_recently: 'en identisk betalning skickades under de senaste 30 dagarna',
      payee_bank_details_changed: 'betalats tidigare till ett annat konto; bekräfta per telefon',
      payee_new: 'aldrig betalats tidigare',
      iban_other_payee: 'kontot har betalats under en annan mottagares namn',
      amount_unusual: 'långt från mottagarens vanliga belopp',
      payee_blocked: 'spärrat i mottagarregistret',
      name_lookalike_characters: 'tecken som liknar andra eller vänder texten',
      iban_checksum: 'en siffra kan vara felskriven; kontrollera kontonumren',
      iban_length: 'en siffra kan saknas eller vara för mycket',
      iban_missing: 'ange kontot som pengarna ska till',
      name_missing: 'ange mottagarnas namn',
      amount_unreadable: 'kunde inte läsas som belopp; kontrollera decimaltecknet',
      amount_too_many_decimals: 'avrunda dem till cent',
      reference_missing: 'varje betalning behöver en referens eller ett meddelande',
      sepa_not_eur: 'SEPA-betalningar görs i euro',
    },
    columns: 'Kolumner…',
    columnsTemplate: 'Kolumner: {{name}}',
    rereadWarning:
      'Om du ändrar teckenkodning, avgränsare, decimaltecken eller kolumner läses filen in på nytt och dina ändringar försvinner.',
    currencyTitle: 'Det betalande kontots valuta, som används för rader utan valuta',
    delimiterComma: 'komma (,)',
    delimiterSemicolon: 'semikolon (;)',
    delimiterTab: 'tabb',
    delimiterPipe: 'lodstreck (|)',
    useSample: 'Använd exempelfilen',
    mappingRegion: 'Kolumner',
    mappingHeading: 'Vilken kolumn innehåller vad?',
    mappingIntro_one:
      '{{file}}: {{count, number}} kolumn, namngiven på rad {{line, number}}. Gissad utifrån kolumnnamnen; ändra de som är fel.',
    mappingIntro_other:
      '{{file}}: {{count, number}} kolumner, namngivna på rad {{line, number}}. Gissade utifrån kolumnnamnen; ändra de som är fel.',
    mappingNoNames:
      '{{file}}: rad {{line, number}} namnger ingen av de kolumner Bulkpay känner till. Välj raden med kolumnnamnen, eller välj en kolumn för varje fält.',
    headerLine: 'Kolumnnamnen står på',
    headerLineOption: 'Rad {{line, number}}: {{text}}',
    notInFile: '— finns inte i filen —',
    columnN: 'Kolumn {{n}}',
    chooseColumns: 'Välj en kolumn för {{fields}}.',
    preview: 'Förhandsvisning',
    useColumns: 'Använd de här kolumnerna',
    cancel: 'Avbryt',
    templateName: 'Mallens namn',
    templatePlaceholder: 'Spara som mall, t.ex. ERP-export',
    saveTemplate: 'Spara mall',
    templateSaved: '”{{name}}” sparades: filer med samma rubriker använder den automatiskt.',
    required: 'obligatorisk',
    stageReading: 'Läser',
    stageMapping: 'Tillämpar kolumnerna',
    stageChecking: 'Kontrollerar betalningarna',
  },
  run: {
    stepsLabel: 'Betalningskörningens steg',
    stepImport: 'Import',
    stepFix: 'Rätta',
    stepReview: 'Granska',
    stepApprove: 'Godkänn i telefonen',
    stepOutcome: 'Resultat',
    hintImport: 'Välj betalningsfilen som ert affärssystem eller kalkylblad tog fram.',
    hintFix: 'Rätta eller ta bort varje rad med fel; varningar får stå kvar.',
    hintReview: 'Välj betalande konto och granska buntarna innan de går till banken.',
    hintApprove: 'Godkänn varje bunt i bankappen inom en timme.',
    hintOutcome: 'Vad som hände med pengarna, bunt för bunt.',
    state_done: '(klart)',
    state_current: '(du är här)',
    state_next: '(kommer)',
    nextIs: 'Nästa: {{step}}.',
    resuming: 'Öppnar körningen igen: läser filen och spelar upp dina ändringar…',
    fixEmpty: 'Filen innehåller inga betalningar att skicka.',
    fixLeft_one: '{{count, number}} fel kvar att rätta före granskningen.',
    fixLeft_other: '{{count, number}} fel kvar att rätta före granskningen.',
    fixDone: 'Inga fel kvar: granska betalningarna innan du skickar.',
    reviewTitle: 'Granska {{file}}',
    backToFix: '← Tillbaka till Rätta',
    approvalsTitle_one: 'Detta skickar {{count, number}} bunt',
    approvalsTitle_other: 'Detta skickar {{count, number}} buntar: {{count, number}} godkännanden i telefonen',
    approvalsText_one: 'Bunten måste godkännas i bankappen inom en timme.',
    approvalsText_other:
      'Banken tar högst 100 betalningar per bunt, så var och en av de {{count, number}} buntarna måste godkännas separat i bankappen, var och en inom en timme. En bunt som inte godkänns i tid löper ut och betalar ingenting.',
    approvalsSend_one: 'Skicka {{count, number}} bunt',
    approvalsSend_other: 'Skicka {{count, number}} buntar och godkänn var och en',
    approvalsStop: 'Avbryt: skicka inte',
    approveTitle: 'Godkänn i din telefon',
    approveLead_one: '{{count, number}} bunt väntar på ditt godkännande i bankappen. Sidan följer den själv.',
    approveLead_other:
      '{{count, number}} buntar väntar på ditt godkännande i bankappen, ett godkännande per bunt. Sidan följer dem själv.',
    approveProcessing: 'Godkänt: banken betalar. Resultatet visas här när varje betalning har ett.',
    outcomeTitle: 'Resultat',
    outcomeLead: '{{paid, number}} av {{total, number}} betalningar betalda.',
    outcomeAmounts: '{{paid}} betalt, {{notPaid}} obetalt.',
    outcomeBulks: 'Buntar i denna körning',
    newRun: 'Starta en ny betalningskörning',
    partlyPaid:
      'Delvis betald ({{paid, number}} av {{total, number}}; {{paidAmount}} betalt, {{notPaidAmount}} inte skickat)',
    expired: 'Utgången',
    rejected: 'Avvisad',
    expiredText:
      'Ingen godkände den i bankappen inom en timme, så den löpte ut. Inget betalades: importera filen igen för att skicka betalningarna.',
    rejectedText: 'Avvisad i bankappen. Inget betalades.',
    cardPayments_one: '{{count, number}} betalning',
    cardPayments_other: '{{count, number}} betalningar',
    cardFrom: 'från {{account}}',
    cardDeadline: 'Godkänn i bankappen: {{left}} kvar av timmen.',
    open: 'Öppna',
    resendStart: 'Skicka de oskickade betalningarna igen…',
    resendGroup: 'Skicka de oskickade betalningarna igen',
    resendText: 'De går som en ny bunt med en ny referens och behöver ett nytt godkännande.',
    resendSend_one: 'Skicka {{count, number}} betalning igen',
    resendSend_other: 'Skicka {{count, number}} betalningar igen',
    resendSent_one: 'Den oskickade betalningen skickades som en ny bunt; godkänn den i telefonen.',
    resendSent_other: 'De {{count, number}} oskickade betalningarna skickades som en ny bunt; godkänn den i telefonen.',
    resendAccount: '{{name}} ({{iban}}), {{available}} tillgängligt',
    cancel: 'Avbryt',
    actorBank: 'banken',
    actorApp: 'Bulkpay',
    auditCreated_one: '{{count, number}} betalning ({{total}}) registrerad för att skickas',
    auditCreated_other: '{{count, number}} betalningar ({{total}}) registrerade för att skickas',
    auditResubmitted_one: '{{count, number}} obetald betalning skickad igen som ny bunt',
    auditResubmitted_other: '{{count, number}} obetalda betalningar skickade igen som ny bunt',
    auditAccepted: 'banken tog emot bunten och bad om godkännande i telefonen',
    auditNotAccepted: 'banken avvisade bunten; inget betalades',
    auditNotSent: 'inte skickad: Bulkpay stannade innan bunten gick iväg',
    auditExported: 'exporterad för avstämning',
    auditErpReport: 'statusrapport skriven för affärssystemet',
    auditConfirmed: 'sändningen bekräftad för hela filen',
    auditWaiting: 'väntar på godkännande i telefonen',
    auditApproved: 'godkänd i telefonen; banken betalar',
    auditPartly_one: 'godkänd i telefonen; betald, utom {{count, number}} inte skickad: saldot räckte inte',
    auditPartly_other: 'godkänd i telefonen; betald, utom {{count, number}} inte skickade: saldot räckte inte',
    auditAllPaid: 'godkänd i telefonen; alla betalningar betalda',
    auditExpired: 'utgången: inte godkänd inom en timme; inget betalt',
    auditRejected: 'avvisad i telefonen; inget betalt',
    auditStatus: 'banken rapporterade: {{status}}',
    detailBack: '← Alla betalningar',
    detailTitle: 'Bunt {{sequence}} av {{file}}',
    detailTitleSingle: 'Bunt {{sequence}}',
    detailIds: 'Bankens bunt-id: {{id}} · skickad {{sent}}',
    detailNoId: 'inget ännu',
    detailFinal: ' · slutlig {{at}}',
    detailPayments: 'Buntens betalningar',
    detailPaymentsTitle: 'Betalningar',
    detailLine: 'Rad',
    detailStatus: 'Statushistorik',
    detailReported: 'Vad banken rapporterade',
    detailNotSent: ' ({{count, number}} inte skickade)',
    detailAudit: 'Vad som hände, steg för steg',
    homeInboxNew_one: '{{count, number}} ny fil från ERP',
    homeInboxNew_other: '{{count, number}} nya filer från ERP',
    homeInboxRejected: '{{file}} från ERP kunde inte läsas: {{why}}',
    homeInboxRejectedWhere: 'Den finns kvar i {{path}}, med en anteckning om varför.',
    homeInboxDismiss: 'Stäng',
    homeInboxDismissLabel: 'Stäng meddelandet om {{file}}',
    homeRuns: 'Pågående betalningskörningar',
    homeRunsEmpty:
      'Ingen betalningskörning pågår. Importera en betalningsfil (eller exempelfilen): den visas här tills varje betalning har ett resultat.',
    draftFix_one: 'Rätta: {{count, number}} problem kvar',
    draftFix_other: 'Rätta: {{count, number}} problem kvar',
    draftReady: 'Klar att granska',
    draftContinue: 'Fortsätt med {{file}}',
    draftDiscard: 'Släng',
    draftDiscardLabel: 'Släng körningen av {{file}}',
    draftChanged: 'ändrad {{at}}',
    homeBulk: '{{file}} · bunt {{sequence}}',
    homeBulkNoFile: 'Bunt {{sequence}}',
    homeOpenHint: 'Öppna körningen i sitt steg',
    homeLeft: '{{left}} kvar att godkänna',
    needsAttention: 'Kräver åtgärd',
    refusedGroup: 'Betalningar som banken avvisade',
    refusedLeft_one:
      'Banken avvisade {{count, number}} betalning; den står kvar i listan för att rättas och skickas igen.',
    refusedLeft_other:
      'Banken avvisade {{count, number}} betalningar; de står kvar i listan för att rättas och skickas igen.',
    fixRefused_one: 'Rätta den avvisade betalningen',
    fixRefused_other: 'Rätta de {{count, number}} avvisade betalningarna',
    homeTitle: 'Start',
    homeNoBank: 'Ingen bank är inställd, så inget kan skickas ännu.',
    homeSetUpBank: 'Ställ in en bank',
    homeDemoStrong: 'Du använder demobanken.',
    homeDemoText:
      'Den är en simulator i Bulkpay: inga riktiga pengar flyttas, så prova fritt. Din riktiga bank ställs in under Inställningar.',
    homeRealBank: 'Betalningarna går via {{bank}}. Riktiga pengar flyttas när en bunt godkänns.',
    homeFirstSteps: 'Vad du gör först',
    homeSignInTitle: 'Logga in som kunden',
    homeSignedInAs: 'Inloggad som {{email}}.',
    homeDemoSignInBefore: 'I demobanken loggar du in som',
    homeDemoSignInMiddle: 'med lösenordet',
    homeDemoSignInAfter: 'dess ”telefon” godkänner själv efter några sekunder.',
    homeSignInText: 'Logga in med den bankkund vars konton betalar och godkänn inloggningen i telefonen.',
    homeSeeAccounts: 'Visa kontona',
    homeSignInButton: 'Logga in under Konton',
    homeImportTitle: 'Importera en betalningsfil',
    homeImportText:
      'Importera CSV- eller pain.001-filen från ert affärssystem eller kalkylblad, eller prova exempelfilen: åtta betalningar som går igenom demobanken utan problem.',
    useSample: 'Använd exempelfilen',
    useChangedSample: 'Använd den andra exempelfilen',
    homeChangedSampleText:
      'Den andra exempelfilen kontrolleras mot demons betalningar förra månaden: en leverantörs IBAN har ändrats, en ny betalningsmottagare har lagts till och en betald faktura upprepas. Se hur Bulkpay stoppar dem innan något skickas.',
    homeProfilesTitle: 'Dina bankprofiler',
    homeRealBankTitle: 'Ställ in din riktiga bank',
    homeProfilesText:
      'Bankprofiler, QSEAL-nycklar, anslutningen och förnyelse av certifikat finns under Inställningar; där finns också demobanken för att prova utan riktiga pengar.',
    homeRealBankText:
      'När du är redo för riktiga betalningar lägger du till din bank under Inställningar: dess adresser, din QSEAL-nyckel och anslutningen. Demobanken finns kvar.',
    homeSetUpYourBank: 'Ställ in din bank',
    homeAccounts: 'Betalande konton',
    homeAccountsSignIn: 'Logga in som kunden för att se tillgängligt saldo på varje konto du kan betala från.',
    homeLoadingAccounts: 'Hämtar kontona…',
    homeAccount: 'Konto',
    homeAvailable: 'Tillgängligt',
    historySort: 'Sortering',
    historySortBy: 'Sortera efter',
    historySort_date: 'datum',
    historySort_amount: 'belopp',
    historySort_payee: 'mottagare',
    historySort_state: 'status',
    historyNoMatch: 'Inga betalningar matchar. Töm ett fält för att bredda sökningen.',
    historyEmpty:
      'Inget har skickats ännu. Importera en betalningsfil under Betalningar och skicka den: varje betalning visas här med sitt resultat.',
    historyCount_one: '{{from, number}}–{{to, number}} av {{count, number}} betalning',
    historyCount_other: '{{from, number}}–{{to, number}} av {{count, number}} betalningar',
    historyCountMore_one: '{{from, number}}–{{to, number}} av fler än {{count, number}} betalning',
    historyCountMore_other: '{{from, number}}–{{to, number}} av fler än {{count, number}} betalningar',
    historyPrevious: 'Föregående',
    historyNext: 'Nästa',
    historyNoBulks: 'Ingen bunt har skickats ännu. Varje bunt du skickar visas här med sitt resultat.',
    paymentTitle: 'Betalning',
    paymentTo: 'Betalning till {{payee}}',
    paymentExact: 'Exakt skickat belopp',
    paymentEndToEnd: 'End-to-end-id',
    paymentMethod: 'Metod',
    paymentInstant: '{{method}} (direkt)',
    paymentFileLine: 'Fil och rad',
    paymentSingle: 'Enskild betalning (inte från en fil)',
    paymentLine: 'rad {{line}}',
    paymentBooked: 'Bokförd',
    paymentBankId: 'Bankens betalnings-id',
    paymentBankMessages: 'Bankens meddelanden',
    paymentOpenBulk: 'Öppna dess bunt',
    paymentClose: 'Stäng',
    paymentAccountId: 'Betalkontots id',
    paymentAccountIdHint: 'en gång per konto; sparas sedan',
    saveLost:
      'Dina senaste ändringar i körningen kan inte sparas över en omstart (tabellen stämmer inte längre med filen). Slutför eller skicka körningen nu, eller importera filen igen.',
    saveFailed: 'Dina senaste ändringar i körningen sparades inte: {{reason}} De finns kvar på skärmen.',
    saveGone:
      'Den här körningen sparas inte längre (skickad eller slängd i ett annat fönster); dina ändringar finns kvar på skärmen men erbjuds inte efter en omstart.',
    notRestored:
      'Körningen för {{file}} kunde inte återställas exakt som du lämnade den, så den öppnades inte: belopp kunde hamna på fel rader. Släng den på Start och importera filen igen.',
    refusedUnmatched:
      'Tabellen ändrades medan betalningarna skickades, så den kan inte matchas mot de avvisade betalningarna. Kontrollera buntarna i Historik innan du skickar något igen.',
    confirmDiscard: 'Släng körningen för {{file}}? Dina ändringar i den går förlorade; själva filen påverkas inte.',
    rejectedOrExpired: 'Avvisad eller utgången',
    rejectedOrExpiredText:
      'Avvisad i bankappen eller inte godkänd inom en timme (Bulkpay såg inte vilket). Inget betalades: importera filen igen för att skicka betalningarna.',
    auditRejectedOrExpired:
      'avvisad eller utgången (avvisad i telefonen eller inte godkänd inom en timme); inget betalt',
    auditImported_one: 'importerade filen ({{count, number}} betalning)',
    auditImported_other: 'importerade filen ({{count, number}} betalningar)',
    auditOther: 'ett annat steg registrerades (den här versionen av Bulkpay kan inte beskriva det)',
    auditStatusOther:
      'banken rapporterade ett läge som den här versionen av Bulkpay inte känner till; kontrollera bunten i din bank',
    sentOff_one:
      '{{count, number}} betalning gick till banken (buntar {{bulks}}) och lämnade listan; följ den under Buntar nedan.',
    sentOff_other:
      '{{count, number}} betalningar gick till banken (buntar {{bulks}}) och lämnade listan; följ dem under Buntar nedan.',
    sentKeep_one: 'Den {{count, number}} avvisade betalningen stannar här: rätta den, granska och skicka igen.',
    sentKeep_other: 'De {{count, number}} avvisade betalningarna stannar här: rätta dem, granska och skicka igen.',
    sentTableChanged: 'Listan ändrades medan den skickades; jämför den med buntarna nedan innan du skickar igen.',
  },
  teamStore: {
    historyLocalOnly:
      'Visar den här datorns historik: teamets databas går inte att nå. Buntar som skickats från andra datorer saknas tills den svarar igen.',
    importTitle: 'Den här datorns historik i teamets databas:',
    column: {
      table: 'tabell',
      here: 'här',
      teamBefore: 'i teamet före',
      teamAfter: 'i teamet efter',
      copied: 'kopierade nu',
      alreadyThere: 'fanns redan',
      inTeam: 'finns i teamet',
    },
    table: {
      files: 'importerade filer',
      bulks: 'buntar',
      payments: 'betalningar',
      snapshots: 'bankens statusar',
      audit: 'loggposter',
    },
    importComplete: 'Varje rad från den här datorn finns i teamets databas; att köra igen lägger inte till något.',
    importIncomplete:
      'Några rader från den här datorn saknas i teamets databas (se ”finns i teamet”); kör importen igen, och om skillnaden kvarstår, kontakta databasadministratören.',
    unreachable:
      'teamets databas kan inte nås: {{reason}}. Kontrollera nätverket och att teamets databasserver är igång, och försök igen.',
    nothingSent: 'Inget skickades från den här körningen; skicka den igen när teamets databas svarar.',
    followedBy: 'Följs hos banken av {{holder}} till {{until}}; den här datorn visar statusen som sparas där.',
    templatesUsage: 'bulkpay team templates: ange ingenting (lista), push eller pull.',
    templatesPushed_one: 'Kopierade den här datorns {{count, number}} kolumnmappning till teamdatabasen.',
    templatesPushed_other: 'Kopierade den här datorns {{count, number}} kolumnmappningar till teamdatabasen.',
    templatesPulled_one:
      'Kopierade teamets {{count, number}} kolumnmappning till den här datorn (samma namn ersattes).',
    templatesPulled_other:
      'Kopierade teamets {{count, number}} kolumnmappningar till den här datorn (samma namn ersattes).',
    templatesList: 'Teamets kolumnmappningar: {{names}}',
    templatesNone: 'Teamet har inga sparade kolumnmappningar än; `bulkpay team templates push` delar den här datorns.',
  },
  importVolume: {
    warningKind: '{{count, number}} × som på rad {{line}}: {{message}}',
    showAllBulks_one: 'Visa {{count, number}} bunt till',
    showAllBulks_other: 'Visa de övriga {{count, number}} buntarna',
    checking: 'Kontrollerat {{done, number}} av {{total, number}} rader; tabellen fylls på medan resten läses',
  },
  historyVolume: {
    olderBulks: 'Visa äldre buntar',
    bulksShown: '{{shown}} av {{total}} buntar visas, nyaste först',
    exportSaved_one: '{{count, number}} betalning sparad i {{file}}.',
    exportSaved_other: '{{count, number}} betalningar sparade i {{file}}.',
    exportSaving: 'Sparar betalningarna…',
  },
  i18nfix: {
    browserOpened: 'Bulkpay öppnades i din webbläsare.',
    browserFallback: 'Om webbläsaren visar ”filen hittades inte” eller inget öppnas, öppna den här adressen:',
    browserNotOpened: 'Bulkpay körs: öppna den här adressen i webbläsaren:',
    launchFileFailed:
      'Bulkpay kunde inte skriva sin startsida i {{folder}} ({{reason}}), så webbläsaren öppnades inte; kontrollera att mappen finns, att du får skriva i den och att disken inte är full.',
    browserKeyNote:
      'Adressen innehåller en engångsnyckel för den här körningen; dela den inte. Tryck Ctrl+C för att stoppa Bulkpay.',
    browserNoKeyTitle: 'Den här fliken har ingen nyckel till Bulkpay',
    browserNoKey:
      'Av säkerhetsskäl stannar nyckeln i fliken som Bulkpay öppnade. Gå tillbaka till den fliken, eller öppna adressen som Bulkpay skrev ut när det startade (http://127.0.0.1:…/?token=…) i den här. Om Bulkpay inte längre körs, starta det igen med ”npm run start:browser”.',
    cliStopped:
      'bulkpay stoppade på ett oväntat fel: {{message}}. Kör kommandot igen; om det stoppar igen, rapportera felet med den här raden.',
  },
  edges: {
    help: {
      usage: 'Användning: bulkpay <kommando> [alternativ]',
      commands: 'Kommandon:',
      more: 'Kör `bulkpay help <kommando>` för dess alternativ; `bulkpay --version` skriver ut versionen.',
      noCommand: 'bulkpay: det finns inget kommando "{{name}}".',
    },
    summary: {
      validate: 'kontrollera en betalningsfil offline och visa dess buntar, fel och varningar',
      login: 'logga in på banken och godkänn i telefonen (sparas i nyckelringen tills den går ut)',
      logout: 'glöm banksessionen som sparats i nyckelringen',
      accounts: 'logga in och lista bankkontona med saldon',
      submit: 'kontrollera en betalningsfil och skicka den som buntar (med --yes), och vänta gärna på utfallet',
      resend: 'skicka en godkänd bunts oskickade betalningar igen som en ny bunt (efter granskning)',
      status: 'visa buntar och deras betalningar ur historiken; --wait följer dem till slutet',
      history: 'sök bland skickade betalningar eller exportera dem som CSV eller JSON',
      team: 'en gemensam teamdatabas i PostgreSQL: förbered, frigör (fyra ögon) och skicka körningar',
      report: 'skriv en pain.002-statusrapport, en camt.054 eller körningens PDF-rapport ur historiken',
      inbox: 'hämta betalningsfilerna som ERP lägger i en mapp, varje fil en gång (för en server)',
      statement: 'logga in och skriv ett camt.053-kontoutdrag för en period',
      keys: 'importera QSEAL-nyckeln och certifikatet till en bankprofil (`keys import <filer>`)',
      onboarding: 'sätt upp en bankprofil från kommandoraden: create-profile, edit-profile, signup, apply, status',
      renew: 'förnya profilens certifikat hos banken med en ny nyckel och ett nytt certifikat',
      payees: `mottagarregistret: alla betalda mottagare, deras konton och förtroendestatus; lita på, spärra, häv spärr, CSV-import och -export`,
    },
    usage: {
      validate: `Användning: bulkpay validate <fil> [alternativ]

Kontrollerar en betalningsfil (CSV eller pain.001 XML) offline mot varje regel i bankens
buntbegäran och visar hur den skulle delas upp i buntar om högst 100 betalningar. Problemen
grupperas efter slag, med antal och de första raderna för varje; utskriften förblir kort
oavsett filens storlek.
Avslutas med 0 när filen saknar fel, 1 när den har fel, 2 vid felaktig användning.

Alternativ:
  --json               skriv ut ett JSON-objekt i stället för text
  --all-problems FILE  skriv också varje problem, ett per rad, till FILE (CSV: rad, allvarlighet,
                       fält, kod, meddelande)
  --currency CODE      valuta för rader utan valuta (betalkontots, t.ex. EUR)
  --encoding NAME      {{encodings}} (standard: identifieras)
  --delimiter D        , ; tab | (standard: identifieras)
  --decimal STYLE      dot (1,234.56) eller comma (1.234,56) (standard: identifieras)
  --template NAME      en kolumnmappning som sparats i appens importvy
  --sheet S            ett blad i arbetsboken, med namn eller nummer (standard: det första
                       med betalningar, som appen öppnar det; utskriften säger vilket)
  --character-set SET  tecknen banken tar emot: epc_basic (SEPA:s grundläggande latin) eller
                       latin_letters (även Latin-1-bokstäver, ä ö ü å é ß …); standard
                       BULKPAY_CHARACTER_SET, annars appens aktiva bankprofils`,
      login: `Användning: bulkpay login

Loggar in på banken som betaltjänstanvändare (PSU): skickar din bank-e-post och ditt lösenord
och väntar medan du godkänner i telefonen. Banksessionen (dess token) sparas sedan i
operativsystemets nyckelring tills den går ut, aldrig i en fil eller en logg, och varje kommando
och appen använder den utan nytt godkännande; \`bulkpay logout\` glömmer den. När en session
redan finns säger login hur länge den gäller och frågar inget.

E-postadressen och lösenordet kommer från BULKPAY_PSU_EMAIL och BULKPAY_PSU_PASSWORD, eller
efterfrågas (lösenordet visas inte och sparas inte); sätt BULKPAY_NO_PROMPT=1 för att aldrig
tillfrågas. Banken är appens aktiva profil (nycklar i nyckelringen) eller, med BULKPAY_BASE_URL
satt, BULKPAY_CLIENT_ID, BULKPAY_CLIENT_SECRET och BULKPAY_KEY_FILE (en server utan
nyckelring); där är BULKPAY_TOKEN sessionen när den är satt, och ingenting sparas.
Avslutas med 0 när inloggningen lyckades, annars 1.`,
      logout: `Användning: bulkpay logout

Glömmer banksessionen som \`bulkpay login\` (eller appen, eller något kommando) sparade i
operativsystemets nyckelring för den aktiva bankprofilen: nästa kommando ber om ett nytt
godkännande i telefonen. Ett öppet Bulkpay-fönster behåller sin egen kopia tills det stängs
eller du loggar ut där.
Med BULKPAY_BASE_URL satt sparas ingenting: sessionen är BULKPAY_TOKEN; ta bort den i stället.
Avslutas med 0.`,
      accounts: `Användning: bulkpay accounts [--json]

Loggar in på banken (som \`bulkpay login\`) och listar kontona med deras saldon. Beloppen är
exakta decimaltal som banken anger dem.

Alternativ:
  --json   skriv ut ett JSON-objekt: { fetchedAt, accounts: [...] } (stabila nycklar för skript)`,
      submit: `Användning: bulkpay submit <fil> --account <iban-eller-uuid> [--payment-account-id UUID] [--yes [--accept-warnings]] [--wait] [--json]

Kontrollerar betalningsfilen igen, visar det betalande kontot, varje bunt om högst 100
betalningar med dess exakta summa och eventuella varningar. Med --yes skickas buntarna en efter
en, var och en under sin egen sparade Idempotency-Key (ett nytt försök eller en krasch kan aldrig
betala två gånger). Varje bunt måste sedan godkännas i telefonen inom en timme.

En fil som skickats tidigare skickas aldrig igen i sin helhet: när en tidigare körning stannade
halvvägs (en krasch mellan buntar) granskas och, med --yes, skickas bara de betalningar som
aldrig nådde banken; när varje betalning nått banken skickas ingenting.

Alternativ:
  --account A        det betalande kontot: dess IBAN eller id (se \`bulkpay accounts\`)
  --decimal M        beloppens decimaltecken, dot eller comma (när filen lämnar det oklart)
  --sheet S          ett blad i arbetsboken, med namn eller nummer (standard: det första med betalningar)
  --payment-account-id UUID
                     det betalande kontots betalkonto-id, behövs en gång när banken listar
                     kontot med en kod som inte är ett UUID; sparas i profilen
  --yes              skicka; utan det skickas ingenting (endast granskning, kod 4)
  --accept-warnings  med --yes, skicka trots varningar (dubbletter i filen, buntar sammanlagt
                     över saldot, tecken utanför SEPA); utan det skickas en sådan fil inte och
                     kommandot avslutas med 1. Det gäller aldrig redan skickade betalningar
  --pay-twice        skicka betalningar identiska med redan skickade (samma mottagare, belopp och
                     referens) och hela en tidigare skickad fil: de BETALAS IGEN
  --confirm-changed-payees
                     skicka betalningar till mottagare vars kontouppgifter ändrats sedan de
                     senast betalades (payee_bank_details_changed); bekräfta först ändringen med
                     mottagaren per telefon, eller lita på det nya IBAN: \`bulkpay payees trust <IBAN>\`
  --wait             följ varje bunt till dess slutliga status och skriv ut varje betalnings utfall
  --timeout MIN      med --wait, sluta vänta efter MIN minuter (standard 70) och avsluta med 3
  --json             skriv ut ett JSON-objekt i stället för text

Slutkoder: 0 allt betalt; 1 valideringsfel, ej godkända varningar eller felaktig användning;
2 vissa betalningar inte skickade eller avvisade; 3 utfallet ännu inte slutligt (utan --wait:
väntar på godkännande eller behandling; eller okänt, försöker fortfarande); 4 endast granskning,
inget skickat (inget --yes); 5 med --wait, stoppat eftersom banken inte kan tillfrågas
(inloggningen nekad för gott, eller trasiga svar).
Anslutning: appens aktiva bankprofil (du loggar in) eller miljövariablerna BULKPAY_*.`,
      resend: `Användning: bulkpay resend <bulk_id> [--yes] [--wait] [--json]

"Skicka de oskickade betalningarna igen", som i appen: betalningarna i en godkänd bunt som
banken inte skickade (otillräckligt saldo när den behandlade dem) skickas igen som en ny bunt,
under en ny Idempotency-Key, efter en egen granskning. Bara en gång per bunt: en bunt vars
oskickade betalningar redan skickats igen (och inte avvisats) skickas inte en tredje gång.
<bulk_id> är bankens bunt-id eller Bulkpays eget (se \`bulkpay status\`).

Alternativ:
  --yes          skicka; utan det skickas ingenting (endast granskning, kod 4)
  --wait         följ den nya bunten till dess slutliga status och skriv ut varje betalnings utfall
  --timeout MIN  med --wait, sluta vänta efter MIN minuter (standard 70) och avsluta med 3
  --json         skriv ut ett JSON-objekt i stället för text

Slutkoder som för \`bulkpay submit\`: 0 allt betalt; 1 inget att skicka igen, ännu inte tillåtet
eller felaktig användning; 2 vissa betalningar inte skickade eller bunten avvisad; 3 ännu inte
slutligt; 4 endast granskning.`,
      status: `Användning: bulkpay status [bulk_id] [--wait] [--json]

Visar buntar ur historiken: utan bunt-id de ofärdiga och de tio senaste; med ett (Bulkpays id
eller bankens bulk_id) den bunten och varje betalnings utfall.
Läser bara den lokala historiken, utom med --wait: då ansluter det till banken (aktiv profil
eller miljövariablerna BULKPAY_*) och följer buntarna som ännu är på väg till sin slutliga status.

Alternativ:
  --wait          följ ofärdiga buntar till deras slutliga status
  --timeout MIN   med --wait, sluta efter MIN minuter (standard 70) och avsluta med 3
  --json          skriv ut JSON i stället för text

Slutkoder: 0 allt betalt; 1 felaktig användning eller okänd bunt; 2 vissa betalningar inte
skickade eller avvisade; 3 utfallet okänt eller ännu inte slutligt; 5 med --wait, stoppat
eftersom banken inte kan tillfrågas (inloggningen nekades och ett nytt godkännande hjälpte inte,
eller svaren är trasiga); bunten behåller den senaste status banken bekräftat. Så länge banken
fortsätter att fallera säger --wait det på stderr.`,
      history: `Användning: bulkpay history [sökalternativ] [--json | --csv] [--team]

Söker bland varje betalning Bulkpay har skickat (den lokala historiken; ingen bankanslutning
behövs). --team söker i stället i teamets gemensamma historik (alla medlemmars betalningar; se
bulkpay team). Text skriver ut en sida; --json och --csv skriver ut varje träff, för avstämning
(exakta belopp, CSV-celler säkra att öppna i ett kalkylprogram).

Sökalternativ:
  --text T           innehåller, i mottagare, konto eller referenser
  --payee T          mottagarens namn innehåller
  --iban T           kontot (IBAN) innehåller; mellanslag ignoreras
  --reference T      referens, meddelande eller end-to-end-id innehåller
  (1–2 tecken: namn, IBAN och referenser som börjar med dem; en RF-referens, RF…: strukturerade
  referenser som börjar med den, oavsett mellanslag och versaler, och meddelanden som börjar med
  den så som de är skrivna, versaler oavsett; 3 eller fler: var som helst)
  --amount-min A     --amount-max A   exakta belopp, t.ex. 1250.00
  --from DATE        --to DATE        skickad från och med / till och med (ÅÅÅÅ-MM-DD, UTC)
  --state S          paid, notenoughbalance, rejected, pending, not_accepted, not_sent (upprepbar)
  --bulk ID          betalningarna i en bunt
  --sort KEY         date (standard), amount, payee, state;  --asc för äldsta/minsta först
  --limit N          rader per sida i textutskriften (standard 50)
  --after CURSOR     nästa sida: markören som skrivits ut under föregående sida

Antalet stannar vid 1 000 ("fler än 1 000 betalningar"): att räkna en miljon rader skulle kosta
mer än det säger. Snäva in sökningen för ett exakt antal.`,
      team: `Användning: bulkpay team <kommando> …

Ett ekonomiteam delar en databas i PostgreSQL: körningar som en person förbereder frigörs av en
annan (fyra ögon) innan någon dator skickar dem, och varje körning skickas en gång i hela teamet.

  team connect <postgresql-url> [--yes]   anslut den här datorn (lösenord från URL:en, PGPASSWORD
                                          eller efterfrågas, sedan sparat i nyckelringen); --yes
                                          installerar eller uppgraderar teamschemat när din roll får
  team status                             vem du är i teamet, servern och schemat
  team role <databasroll> <preparer|approver|admin|viewer>     (endast administratörer)
  team submit <fil> --account <iban-eller-uuid> [--decimal M] [--json]   förbered en körning, skicka
                                          den för frigörande; --decimal M: beloppens decimaltecken, dot
                                          eller comma (när filen lämnar det oklart)
  team release <run_id> [--yes] [--pay-again]   visa körningen; med --yes frigör den (inte din
                                          egen); --pay-again när en annan frigjord körning har
                                          samma betalningar
  team submit/release … --pay-twice --confirm-changed-payees   bekräfta redan skickade betalningar
                                          och ändrade kontouppgifter separat, som bulkpay submit
  team return <run_id> --comment TEXT     skicka tillbaka körningen till den som förberedde den
  team send <run_id> [--wait] [--json]    skicka en frigjord körning från den här datorn
  team show <run_id> [--json]             körningen: status, vem som förberedde och frigjorde den,
                                          dess buntar
  team follow [bulk_id …] [--lease-seconds 60]   följ teamets öppna buntar (eller dessa) hos
                                          banken till slutlig status, en dator i taget per bunt
                                          (ett lån); varje medlem ser statusen i teamets historik
  team runs [--json]                      de senaste körningarna
  team import-history [--json]            kopiera den här datorns historik till teamdatabasen
                                          (en gång; en ny körning lägger inte till något), med
                                          antal per tabell
  team templates [push | pull] [--json]   teamets sparade kolumnmappningar; push kopierar den här
                                          datorns till teamet, pull teamets till den här datorn
  team settings [push | pull [--accept-address NAMN --address URL [--bulk-address URL]]] [--json]
                                          teamets bankprofiler (adresser, applikations- och klient-id;
                                          aldrig nycklar eller hemligheter); push (endast administratörer)
                                          kopierar den här datorns till teamet, pull teamets hit
                                          --accept-address: teamets nya bankadresser för den profilen
                                          så som en tidigare pull visade dem: --address (och --bulk-address om
                                          buntadressen skiljer sig) måste stämma (nekas om
                                          teamet ändrat dem)
  team rules [--json]                     släppreglerna; administratörer: rules threshold|second-approver
                                          <valuta> <belopp|none>, rules limit <medlem> <valuta> <belopp|none>

BULKPAY_TEAM_URL (med PGPASSWORD) ansluter utan att spara något, för skript och servrar.
Slutkoder som för submit, plus {{notAllowed}}: inte tillåtet för din roll (eller fyraögonsprincipen).`,
      report: `Användning: bulkpay report pain002 <fil-eller-bunt> [--version 03|10] [-o FILE]
       bulkpay report camt054 <bunt> [-o FILE]
       bulkpay report pdf <fil-eller-bunt> -o FILE [--locale fi-FI] [--organisation NAME]

Rapporter ur den lokala historiken (ingen bankanslutning behövs). <fil-eller-bunt> är sökvägen
till filen som skickades (pain.002 behåller då dess PmtInfId och namn), en importerad fils id
eller SHA-256 (varje bunt som skickats från den: körningen) eller en bunt,
med Bulkpays id eller bankens bulk_id som \`bulkpay status\` och \`bulkpay history\` visar dem.

  pain002   ISO 20022-betalningsstatusrapport för ditt affärssystem: pain.002.001.10 för en
            pain.001.001.09-import, annars .03 (CSV, pain.001.001.03); --version väljer
  camt054   ISO 20022-debiteringsavisering för en bunt: dess betalda betalningar som en samlad post
  pdf       körningsrapporten för attestanten och revisorn

Alternativ:
  -o, --output FILE   skriv dit (helt eller inte alls); utan det går XML till standard output
  --version V         pain.002-version: 03 eller 10
  --locale L          belopp och datum i PDF:en, t.ex. fi-FI, de-DE (standard: systemets)
  --organisation N    den betalande organisationens namn, överst i PDF:en`,
      inbox: `Användning: bulkpay inbox <mapp> [--once] [--team-submit --account IBAN] [--json]

Hämtar betalningsfilerna (pain.001, CSV, Excel) som ett ERP lägger i <mapp>, varje fil en gång:
en fil läses när dess storlek och ändringstid har varit oförändrade i 2 sekunder; dolda filer och
namn som slutar på .tmp, .part, .partial, .crdownload, .filepart eller ~ lämnas orörda (skriv
under ett sådant namn och byt sedan namn). Varje fils SHA-256 sparas i historiken, så samma
innehåll läses aldrig två gånger, inte heller efter en omstart. En läst fil flyttas till
<mapp>/read/, en som inte kan läsas till <mapp>/rejected/ med <namn>.why.txt som säger varför.
En rad per fil.

Alternativ:
  --once          läs det som finns i mappen nu och avsluta (standard: bevaka tills det stoppas)
  --team-submit   skicka varje godkänd fil till teamet för frisläppning (som bulkpay team submit)
  --account IBAN  med --team-submit: kontot teamet betalar från
  --json          ett JSON-objekt per fil

Slutkod: 0 alla filer lästa, 1 en fil avvisades eller kunde inte tas, 2 fel användning.`,
      statement: `Användning: bulkpay statement <konto> --from ÅÅÅÅ-MM-DD --to ÅÅÅÅ-MM-DD [-o FILE] [--scheduled] [--version 02|08]

Loggar in på banken (som \`bulkpay accounts\`) och skriver ett ISO 20022 camt.053-kontoutdrag för
<konto> (IBAN, pool-handtag eller kod) för perioden, från alla sidor av dess transaktioner.
In- och utgående bokförda saldon räknas bakåt från dagens saldo; när perioden börjar före den
äldsta transaktion banken listar (365 dagar) utelämnas ingående saldo och utdraget säger det i
AddtlStmtInf.

Alternativ:
  --from, --to   perioden, båda dagarna inräknade
  -o FILE        skriv dit (helt eller inte alls); utan det till standard output
  --scheduled    lista också schemalagda (ännu inte bokförda) transaktioner, som PDNG-poster
  --version V    camt.053.001.02 (standard) eller .08`,
      keys: `Användning: bulkpay keys import <fil>... [--profile <id-eller-namn>]

Importerar den privata QSEAL-nyckeln och dess certifikat till en bankprofil, som Inställningar →
Nyckel och certifikat: PEM-filer (nyckel och certifikat, eller båda i en) eller en PKCS#12
(.p12/.pfx). Nyckeln kontrolleras (RSA på minst 2048 bitar, matchar certifikatet, inom
giltighetstiden) och förvaras förseglad med en nyckel i operativsystemets nyckelring, aldrig i
klartext. En nyckel som banken registrerat byts bara ut genom \`bulkpay renew\`.

Alternativ:
  --profile P   bankprofilen (id eller namn); standard den aktiva

En krypterad nyckels lösenord kommer från BULKPAY_KEY_PASSPHRASE eller efterfrågas (dolt) när
filerna behöver ett. Avslutas med 0 när importen lyckades, annars 1, 2 vid felaktig användning.`,
      onboarding: `Användning: bulkpay onboarding <steg> [alternativ]

Sätter upp en bankprofil utan skrivbordssession (en server, ett CI-jobb), genom samma kärna som
Inställningar. Stegen, i ordning:

  create-profile --name N --base-url URL [--bulk-base-url URL] [--character-set SET]
                 lägger till en bankprofil och gör den aktiv; skriver ut dess id
  edit-profile --character-set SET
                 sparar vilka tecken profilens bank godtar i namn och referenser: epc_basic
                 (strikt SEPA grundläggande latin, standard) eller latin_letters (ä ö ü å é ß …)
  signup   --email E --first-name F --last-name L     skapar onboarding-användaren hos banken
  apply    [--email E] --organisation-name O --organisation-url URL
                 registrerar applikationen med profilens certifikat (kör
                 \`bulkpay keys import\` först); banken godkänner den sedan
  status   [--email E]  frågar om applikationen är godkänd; när den är det sparas klient-id och
                 hemlighet (hemligheten i nyckelringen) och profilen kan användas

edit-profile, signup, apply och status tar --profile P (id eller namn; standard den aktiva profilen); apply
och status loggar in med --email, som standard den e-post profilen registrerades eller loggade
in med. Onboarding-lösenordet kommer från BULKPAY_ONBOARDING_PASSWORD eller efterfrågas (dolt);
det sparas aldrig. Slutkoder: 0 klart (status: godkänd), 1 misslyckades, 2 felaktig användning,
3 (status) ännu inte godkänd.`,
      payees: `Användning: bulkpay payees [--json] [--state new|known|trusted|blocked] [--search TEXT]
       bulkpay payees block <IBAN> [--reason TEXT]
       bulkpay payees trust <IBAN>
       bulkpay payees unblock <IBAN>
       bulkpay payees export <fil.csv>
       bulkpay payees import <fil.csv>

Mottagarregistret har varje mottagare som betalats från den här datorn: namn, IBAN, första och
senaste betalning, antal och förtroendestatus. Betalningar kontrolleras mot det innan de skickas:
en mottagare som tidigare betalats till ett annat IBAN, en ny mottagare, ett IBAN betalat under
ett annat namn, ett ovanligt belopp och ett spärrat IBAN (ett fel) visas på sin rad.

  block <IBAN>     alla betalningar till detta IBAN stoppas tills spärren hävs (--reason sparas)
  trust <IBAN>     IBAN är bekräftat: en mottagares byte till det behöver ingen egen bekräftelse
  unblock <IBAN>   häver en spärr (IBAN minns som en gång spärrat)
  export <fil>     skriver registret som CSV
  import <fil>     läser en sådan CSV (name och iban krävs): sätter radernas förtroendestatus och notering
  --json           lista som JSON

Varje ändring skrivs i granskningsloggen med vem och när.`,
      renew: `Användning: bulkpay renew <fil>... [--profile <id-eller-namn>] [--email E]

Förnyar profilens certifikat hos banken med en ny QSEAL-nyckel och ett nytt certifikat, som
Inställningar: banken informeras först, och Bulkpay byter till den nya nyckeln först när banken
bekräftat; om banken vägrar används den nuvarande nyckeln fortfarande. Filer och nyckellösenord
som för \`bulkpay keys import\`. Förnyelsen kräver onboarding-inloggningen: --email (standard den
profilen registrerades med) och BULKPAY_ONBOARDING_PASSWORD, annars efterfrågas lösenordet.
Avslutas med 0 när förnyelsen lyckades, annars 1, 2 vid felaktig användning.`,
    },
    inbox: {
      giveFolder: 'ange inkorgsmappen.',
      giveAccount: '--team-submit behöver --account: kontot teamet betalar filerna från.',
      noFolder: 'mappen {{folder}} finns inte; skapa den först eller ange en annan.',
      read: '{{file}}: läst som en körning, {{count}} betalningar, {{total}}; öppna den på Hem i Bulkpay.',
      readWithErrors:
        '{{file}}: läst som en körning, {{count}} betalningar, {{total}}; {{errors}} problem att rätta, öppna den på Hem i Bulkpay.',
      submitted:
        '{{file}}: läst, {{count}} betalningar, {{total}}; skickad till teamet för frisläppning som körning {{run}}.',
      rejected: '{{file}}: avvisad, flyttad till {{movedTo}}: {{why}}',
      duplicate: '{{file}}: samma fil lästes redan {{at}} som {{earlier}}; läses inte igen, flyttad till {{movedTo}}.',
      later: '{{file}}: lämnad i inkorgen och prövas igen om en stund: {{why}}',
      lookFailed: 'Inkorgen {{folder}} kunde inte läsas ({{why}}); försöker igen.',
      waiting:
        'En annan Bulkpay (en annan process eller dator) bevakar {{folder}}; väntar tills den slutar ({{lock}} säger vilken).',
      waitingOver: 'Den andra Bulkpay slutade bevaka {{folder}}; den här hämtar nu dess filer.',
      watching: 'Bevakar {{folder}} efter betalningsfiler från ERP; stoppa med Ctrl+C.',
    },
    team: {
      status:
        'Teamdatabas: PostgreSQL {{server}}, schemaversion {{schema}}. Du är {{user}}, med Bulkpay-rollen {{role}}.',
      statusNoRole:
        'Teamdatabas: PostgreSQL {{server}}, schemaversion {{schema}}. Du är {{user}} och har ännu ingen Bulkpay-roll (en administratör kör `bulkpay team role`).',
      role: {
        preparer: 'förberedare',
        approver: 'attestant',
        admin: 'administratör',
        viewer: 'läsare',
      },
      payeeKeyUnicode:
        'Denna Bulkpay läser namn enligt Unicode {{app}}, teamets databas enligt Unicode {{tables}}: en betalningsmottagare vars namn har ett ovanligt tecken kan varnas för här men inte av teamets frisläppningsregel, eller tvärtom. Säg till teamets administratör, som ber om en Bulkpay-version där versionerna stämmer överens.',
      indexesToRebuild:
        'Några av teamdatabasens index saknas eller blev ofärdiga ({{indexes}}): sökningar kan vara långsamma. En administratör kör `bulkpay team connect <url> --yes` för att bygga dem igen (datorerna fortsätter att fungera under tiden).',
      indexesBuilding:
        'Teamdatabasens index {{indexes}} byggs just nu (en annan session bygger dem): sökningar kan vara långsamma tills bygget är klart. Inget behöver göras.',
      payeeNamesUnfilled:
        'Teamhistorikens betalningsmottagarnamn blev ofärdiga efter en avbruten uppgradering: sökningar på mottagare är långsammare tills de har lagts till. En administratör kör `bulkpay team connect <url> --yes` för att slutföra (datorerna fortsätter att fungera under tiden).',
      payeeNamesFilling:
        'Teamhistorikens betalningsmottagarnamn läggs till just nu (en annan session gör det): sökningar på mottagare är långsammare tills det är klart. Inget behöver göras.',
      schemaOlder: 'Teamschemat är äldre än denna Bulkpay; en administratör kör `bulkpay team connect <url> --yes`.',
      passwordPrompt: 'Teamdatabasens lösenord: ',
      giveUrl: 'ange teamdatabasens postgresql://-adress.',
      schemaInstall:
        'teamschemat behöver installeras (version {{have}} → {{want}}). En administratör vars databasroll får skapa scheman och roller kör `bulkpay team connect <url> --yes`.',
      schemaUpgrade:
        'teamschemat behöver uppgraderas (version {{have}} → {{want}}). En administratör vars databasroll får skapa scheman och roller kör `bulkpay team connect <url> --yes`.',
      connected: 'Den här datorn använder nu teamdatabasen; lösenordet förvaras i operativsystemets nyckelring.',
      giveRole: 'ange en databasroll och en av {{roles}}.',
      roleSet: '{{user}} har nu Bulkpay-rollen {{role}}.',
      unknownCommand: 'okänt kommando "{{name}}"',
      whichCommand: 'vilket teamkommando?',
      runTitle_one: 'Körning {{id}}: {{file}}, {{count, number}} betalning, totalt {{total}}',
      runTitle_other: 'Körning {{id}}: {{file}}, {{count, number}} betalningar, totalt {{total}}',
      runFrom: '  från {{account}}; {{state}}',
      preparedBy: '  förberedd av {{user}} {{at}}',
      releasedBy: '  frigjord av {{user}} {{at}}',
      noSecondPerson: '  ingen andra person behövs (under gränsen för frigörande)',
      returnedBy: '  återsänd av {{user}}: {{comment}}',
      sentBy: '  skickad av {{user}} från {{host}}',
      beingSentBy: '  skickas av {{user}} från {{host}}',
      warningsAcknowledged: '  godkända varningar: {{warnings}}',
      state: {
        awaiting_release: 'väntar på frigörande av en andra person',
        returned: 'återsänd till den som förberedde den',
        released: 'frigjord, klar att skicka',
        sending: 'skickas',
        sent: 'skickad till banken',
      },
      giveFileAndAccount: 'ange en fil och --account.',
      giveRunId: 'ange körningens id.',
      payAgainConfirms: '{{message}} (--pay-again bekräftar det)',
      reviewOnly: 'Inte frigjord: endast granskning. Kör igen med --yes för att frigöra körningen.',
      released: 'Frigjord av {{user}}; vilken dator som helst i teamet kan nu skicka den.',
      giveComment: 'ange körningens id och --comment till den som förberedde den.',
      returned: 'Återsänd till {{user}}: {{comment}}',
      giveSendArgs: 'ange körningens id (och en positiv --timeout).',
      sentElsewhere: 'körningen skickas av {{user}} från {{host}}; inget skickades härifrån.',
      takenOver:
        'en annan dator tog över körningen medan den skickades härifrån; den skickar de återstående buntarna under samma nycklar. Följ den med `bulkpay team show`.',
      localOnly: 'utfallen finns tills vidare bara på den här datorn: {{message}}',
      noRuns: 'Inga körningar ännu. En förberedare startar en med `bulkpay team submit <fil> --account …`.',
      followOptions: '--interval-ms måste vara positivt och kortare än --lease-seconds; --timeout positivt.',
      noneOfTheseOpen:
        'Inget av dessa buntar väntar på ett utfall (de är slutliga eller finns inte i teamets historik).',
      noneOpen: 'Inget av teamets buntar väntar på ett utfall.',
    },
    date: {
      calendar: 'Kalender för {{label}}',
      invalid: '{{label}}: skriv datumet som {{pattern}}, t.ex. {{example}}.',
      day: 'DD',
      month: 'MM',
      year: 'ÅÅÅÅ',
      tooEarly: '{{label}}: välj {{min}} eller senare.',
      tooLate: '{{label}}: välj {{max}} eller tidigare.',
    },
  },
  teamUi2: {
    hintReview: 'Lämna in för frisläppning: en annan godkännare än du måste släppa körningen innan den kan skickas.',
    liveLost:
      'Ändringar som dina kolleger gör syns här inom {{seconds}} sekunder: den direkta förbindelsen till teamets databas är nere, och Bulkpay ansluter igen av sig själv.',
    liveLostPooler:
      'Ändringar som dina kolleger gör syns här inom {{seconds}} sekunder: direktuppdateringar kommer inte fram via teamdatabasens adress. Om adressen är en anslutningspool (till exempel PgBouncer i transaktionsläge), be IT-administratören ge Bulkpay databasserverns egen adress för direktuppdateringar (teamets administratörsguide, ”Behind a connection pooler”).',
    opening: 'Öppnar körningen…',
    waitingForYou_one: '({{count, number}} körning väntar på din frisläppning)',
    waitingForYou_other: '({{count, number}} körningar väntar på din frisläppning)',
    correct_one: 'Rätta {{count, number}} betalning och lämna in igen',
    correct_other: 'Rätta {{count, number}} betalningar och lämna in igen',
    title: {
      awaiting_release: 'Väntar på frisläppning',
      returned: 'Returnerad till dig',
      released: 'Frisläppt: klar att skicka',
      sending: 'Skickas',
      sent: 'Skickad till banken',
    },
    lead: {
      awaiting_release:
        '{{file}}, förberedd av {{user}} ({{at}}), väntar på frisläppning. En annan godkännare än du släpper den eller returnerar den med en kommentar; sidan visar det så fort det sker. Inget går till banken innan dess.',
      returned:
        '{{user}} returnerade {{file}} till dig: ”{{comment}}”. Rätta betalningarna och lämna in dem igen som en ny körning.',
      released: '{{user}} släppte {{file}}. Skicka den till banken nu och godkänn den sedan i bankappen.',
      sending: '{{file}} skickas av {{user}} på {{host}}.',
      sent: '{{file}} skickades till banken av {{user}} på {{host}}.',
    },
  },
  runDifference: {
    label: 'Jämfört med föregående körning',
    against_one: 'Jämfört med föregående körning ({{file}}, skickad {{date}}, {{count, number}} mottagare):',
    against_other: 'Jämfört med föregående körning ({{file}}, skickad {{date}}, {{count, number}} mottagare):',
    noPrevious:
      'Ingen tidigare körning betalade de flesta av dessa mottagare, så det finns ingen körning att jämföra med.',
    newPayees_one: '{{count, number}} ny mottagare',
    newPayees_other: '{{count, number}} nya mottagare',
    ibanChanged_one: '{{count, number}} IBAN ändrat',
    ibanChanged_other: '{{count, number}} IBAN ändrade',
    amountsUp_one: '{{count, number}} belopp upp mer än {{percent}} %',
    amountsUp_other: '{{count, number}} belopp upp mer än {{percent}} %',
    amountsDown_one: '{{count, number}} belopp ned mer än {{percent}} %',
    amountsDown_other: '{{count, number}} belopp ned mer än {{percent}} %',
    notPaidNow_one: '{{count, number}} mottagare från föregående körning betalas inte nu',
    notPaidNow_other: '{{count, number}} mottagare från föregående körning betalas inte nu',
    same: 'samma mottagare och IBAN, inget belopp ändrat mer än {{percent}} %.',
    show: 'Visa mottagarna',
    newPayee: 'Ny mottagare: {{name}},',
    ibanChange: 'IBAN ändrat: {{name}},',
    amountChange: 'Belopp: {{name}}, {{old}} → {{new}}',
    notPaid: 'Betalas inte i denna körning: {{name}}',
    more: '… och {{count, number}} till',
  },
  volumeHistory: {
    indexing: 'Sökindexet för historiken uppdateras: {{done, number}} av {{payments, number}} betalningar.',
    indexingMeanwhile:
      'Du kan fortsätta arbeta; sökningar i historiken kan gå långsammare tills uppdateringen är klar.',
    indexingProgress: 'Uppdatering av sökindexet',
    migrated:
      'Den här versionen av Bulkpay uppdaterade sökindexet för historiken när den startade ({{payments, number}} betalningar). Det tog {{seconds, number}} s och görs bara en gång.',
    migratedPayeeBook:
      'Den här versionen av Bulkpay byggde mottagarregistret av historikens betalda betalningar när den startade ({{payments, number}} betalningar). Det tog {{seconds, number}} s och görs bara en gång.',
    indexed:
      'Sökindexet för historiken är uppdaterat igen ({{payments, number}} betalningar tillagda på {{seconds, number}} s).',
    dismiss: 'Stäng',
  },
  volumeWindow: {
    filling: 'Alla {{total, number}} rader kontrollerade; tabellen fylls på ({{done, number}} visas hittills)',
  },
  problemText: {
    nonSepaCharactersUnlisted:
      '{{field}} innehåller tecken som den här banken inte tar emot (till exempel bokstäver med accenter eller symboler); den kan ersätta eller avvisa dem. Skriv dem som banken tar emot dem (Skriv om).',
  },
  teamRules: {
    ui: {
      title: 'Släppregler',
      hint: 'Teamets databas upprätthåller dessa för varje körning, även mot en medlems egen SQL. Beloppen är summor per valuta.',
      kind: 'Regel',
      member: 'Medlem (databasinloggning)',
      currency: 'Valuta',
      amount: 'Belopp',
      set: 'Sätt regel',
      remove: 'Ta bort',
      kinds: {
        threshold: 'Ingen andra person upp till',
        second_approver: 'Två godkännare över',
        member_limit: 'En administratör släpper en medlems körningar över',
      },
    },
    notice: {
      needsTwo:
        'Över teamets belopp för andra godkännare: två godkännare, ingen av dem förberedaren, måste släppa körningen.',
      firstApproved: '{{user}} godkände körningen, första av två: en andra godkännare måste släppa den.',
      needsAdmin: 'Över gränsen som teamets administratör satt för {{user}}: en administratör måste släppa körningen.',
    },
    usage:
      'bulkpay team rules: ange inget (listar reglerna) eller (administratörer) `threshold <valuta> <belopp|none>`, `second-approver <valuta> <belopp|none>` eller `limit <medlem> <valuta> <belopp|none>`, t.ex. `bulkpay team rules second-approver EUR 50000`.',
    none: 'Teamet har inga släppregler: varje körning måste släppas av en andra person.',
    rule: {
      threshold:
        'körningar på högst {{amount}} behöver ingen andra person (om de inte betalar en ny, ändrad eller en gång spärrad mottagare)',
      second_approver: 'körningar över {{amount}} behöver två godkännare',
      member_limit: 'körningar som {{member}} förbereder över {{amount}} måste släppas av en administratör',
    },
    firstApprovedBy: '  godkänd av {{user}}, första av två; en andra godkännare måste släppa den',
    needsTwo: '  över teamets belopp för andra godkännare: två godkännare måste släppa den',
    needsAdmin: '  över gränsen för {{user}}: en administratör måste släppa den',
    firstApproval:
      'Godkänd av {{user}}, första av två: en andra godkännare (inte {{user}}, inte förberedaren) måste släppa den innan den kan skickas.',
  },
  teamStore2: {
    settingsUsage: 'bulkpay team settings: ange ingenting (lista), push eller pull.',
    settingsPushed_one:
      'Kopierade den här arbetsstationens {{count, number}} bankprofil till teamdatabasen (bara adresser och id:n; nycklar och hemligheter stannar här).',
    settingsPushed_other:
      'Kopierade den här arbetsstationens {{count, number}} bankprofiler till teamdatabasen (bara adresser och id:n; nycklar och hemligheter stannar här).',
    settingsPulled_one:
      'Kopierade teamets {{count, number}} bankprofil till den här arbetsstationen (samma namn uppdaterades; arbetsstationens nycklar och hemligheter behölls).',
    settingsPulled_other:
      'Kopierade teamets {{count, number}} bankprofiler till den här arbetsstationen (samma namn uppdaterades; arbetsstationens nycklar och hemligheter behölls).',
    settingsLine: '{{name}}: {{baseUrl}} (klient-id {{clientId}})',
    settingsNone:
      'Teamet har inga delade bankprofiler ännu; en administratör delar den här arbetsstationens med `bulkpay team settings push`.',
  },
  profileFix: {
    confirmTitle: 'Flytta ”{{name}}” till en annan bankadress?',
    confirmBody:
      'Från och med nu går profilens nyckelsignaturer, klienthemlighet och bankinloggningar till den nya adressen. Bekräfta bara om banken har meddelat att den flyttat. Alla banksessioner för profilen avslutas: du loggar in igen.',
    confirmFrom: 'Nu: {{host}} ({{baseUrl}})',
    confirmTo: 'Ny: {{host}} ({{baseUrl}})',
    confirmBulkTo: 'Ny adress för buntar: {{baseUrl}}',
    confirmMove: 'Flytta till {{host}}',
    confirmCancel: 'Behåll {{host}}',
    moved: '”{{name}}” använder nu {{host}}. Logga in hos banken igen innan du betalar.',
    pendingAddress:
      'Teamet ändrade adressen för ”{{name}}” till {{host}} ({{baseUrl}}; buntar: {{bulkBaseUrl}}). Den här datorn använder fortfarande {{current}}: profilen har sin nyckel, klienthemlighet eller bankinloggning. Så här används de nya adresserna när ditt team har bekräftat dem: {{command}}',
    accepted:
      '”{{name}}” använder nu {{baseUrl}}. Bankinloggningen för den avslutades: logga in igen (bulkpay login) innan du betalar.',
    kept: '”{{name}}” använder fortfarande {{baseUrl}}; teamets adress erbjuds inte igen om inte teamet ändrar den.',
    noPending:
      'Teamet har ingen annan adress som väntar för ”{{name}}” på den här datorn. Kör `bulkpay team settings pull` för att se vad som väntar.',
    noticeTitle: 'Teamet ändrade den här bankens adress till {{host}}',
    noticeBody:
      'Den här datorn använder {{current}} tills du godkänner, eftersom profilen har sin nyckel, klienthemlighet eller bankinloggning. Godkänn bara om ditt team har sagt att banken har flyttat: bankinloggningen avslutas och du loggar in igen.',
    newAddress: 'Ny adress: {{baseUrl}}',
    newBulkAddress: 'Ny adress för buntar: {{baseUrl}}',
    accept: 'Använd teamets adress',
    keep: 'Behåll min',
  },
  takeoverUi: {
    renewedJustNow: '{{user}}s Bulkpay bekräftade för mindre än en minut sedan att sändningen pågår.',
    renewed_one: '{{user}}s Bulkpay bekräftade senast för {{count, number}} minut sedan att sändningen pågår.',
    renewed_other: '{{user}}s Bulkpay bekräftade senast för {{count, number}} minuter sedan att sändningen pågår.',
    waitLive_one:
      'Om {{user}}s Bulkpay inte fortsätter inom {{count, number}} minut kan du slutföra sändningen från den här datorn.',
    waitLive_other:
      'Om {{user}}s Bulkpay inte fortsätter inom {{count, number}} minuter kan du slutföra sändningen från den här datorn.',
    lapsed_one:
      '{{user}}s Bulkpay på {{host}} har inte bekräftat på över {{count, number}} minut att sändningen pågår: den har troligen stannat. Du kan slutföra sändningen av körningen från den här datorn.',
    lapsed_other:
      '{{user}}s Bulkpay på {{host}} har inte bekräftat på över {{count, number}} minuter att sändningen pågår: den har troligen stannat. Du kan slutföra sändningen av körningen från den här datorn.',
    renewedSeconds_one: '{{user}}s Bulkpay bekräftade senast för {{count, number}} sekund sedan att sändningen pågår.',
    renewedSeconds_other:
      '{{user}}s Bulkpay bekräftade senast för {{count, number}} sekunder sedan att sändningen pågår.',
    waitLiveSeconds_one:
      'Om {{user}}s Bulkpay inte fortsätter inom {{count, number}} sekund kan du slutföra sändningen från den här datorn.',
    waitLiveSeconds_other:
      'Om {{user}}s Bulkpay inte fortsätter inom {{count, number}} sekunder kan du slutföra sändningen från den här datorn.',
    lapsedSeconds_one:
      '{{user}}s Bulkpay på {{host}} har inte bekräftat på över {{count, number}} sekund att sändningen pågår: den har troligen stannat. Du kan slutföra sändningen av körningen från den här datorn.',
    lapsedSeconds_other:
      '{{user}}s Bulkpay på {{host}} har inte bekräftat på över {{count, number}} sekunder att sändningen pågår: den har troligen stannat. Du kan slutföra sändningen av körningen från den här datorn.',
    finish: 'Slutför sändningen från den här datorn',
    confirmTitle: 'Slutföra sändningen av körningen från den här datorn?',
    confirmBody:
      'Bulkpay skickar samma betalningar med samma Idempotency-Keys som {{user}}s dator använde: en bunt som redan nått banken skapas inte igen, så banken betalar ingen två gånger. Godkänn sedan buntarna i telefonen, som vid varje sändning.',
    confirm: 'Ja, slutför sändningen av körningen',
    finishing: 'Slutför sändningen…',
    cancel: 'Avbryt',
  },
  volumeWindowFix: {
    checking:
      'Kontrollerat {{done, number}} av {{total, number}} rader; tabellen fylls på medan resten läses. Ändringar och borttagningar kan göras när alla rader har lästs in.',
    filling:
      'Alla {{total, number}} rader kontrollerade; tabellen fylls på ({{done, number}} visas hittills). Ändringar och borttagningar kan göras när alla rader har lästs in.',
  },
  profileFix2: {
    addressChanged:
      'Teamet ändrade adressen för ”{{name}}” igen, nu till {{baseUrl}} (buntar: {{bulkBaseUrl}}); inget godkändes. Titta på den och kör, om ditt team bekräftar den: {{command}}',
    keychainFailed:
      'Adressen för ”{{name}}” ändrades inte: bankinloggningen på den kunde inte tas bort ur nyckelringen ({{reason}}). Lås upp nyckelringen och försök igen.',
  },
  guardFix: {
    addressNotConfirmed:
      'Inget godkändes för ”{{name}}”: ange adresserna du fick se. Teamets väntande adresser är {{baseUrl}} (bank) och {{bulkBaseUrl}} (buntar). Kontrollera båda med ditt team och kör sedan: {{command}}',
  },
  volCli: {
    date: {
      noSuchDay: '{{label}}: {{text}} finns inte i kalendern: {{month}} har {{days}} dagar. Kontrollera dagen.',
      noSuchMonth: '{{label}}: {{text}} finns inte i kalendern: det finns ingen månad {{month}}. Kontrollera månaden.',
    },
  },
  volReview: {
    decimalDotOrComma: '--decimal måste vara dot eller comma (beloppens decimaltecken).',
  },
  reviewSight: {
    separateTitle: 'Bekräfta de här betalningarna separat',
    separateIntro:
      '”Jag har kontrollerat varningarna” gäller inte de här betalningarna. Bekräfta var och en, eller hela gruppen, innan något skickas.',
    paidAgain_one: 'Den här betalningen på {{total}} BETALAS IGEN: en likadan betalning har redan skickats.',
    paidAgain_other:
      'De här {{count, number}} betalningarna ({{total}}) BETALAS IGEN: likadana betalningar har redan skickats.',
    newAccount_one: '{{total}} går till ett konto som den här mottagaren aldrig har fått betalt till.',
    newAccount_other:
      '{{total}} i {{count, number}} betalningar går till konton som de här mottagarna aldrig har fått betalt till.',
    otherKind_one: '{{kind}}: {{count, number}} betalning, {{total}}.',
    otherKind_other: '{{kind}}: {{count, number}} betalningar, {{total}}.',
    confirmAllAgain_one: 'Ja, betala den här betalningen igen',
    confirmAllAgain_other: 'Ja, betala alla {{count, number}} betalningar igen ({{total}})',
    confirmAllNew_one: 'Ja, skicka {{total}} till de nya kontouppgifterna',
    confirmAllNew_other: 'Ja, skicka alla {{count, number}} betalningar ({{total}}) till de nya kontouppgifterna',
    confirmAll_one: 'Ja, skicka den här betalningen',
    confirmAll_other: 'Ja, skicka alla {{count, number}} betalningar ({{total}})',
    confirmRow: 'Bekräfta rad {{line}}',
    paymentLine: 'Rad {{line}} · {{payee}} ·',
    notListed_one: '…och {{count, number}} betalning till, bekräftas bara med hela gruppen.',
    notListed_other: '…och {{count, number}} betalningar till, bekräftas bara med hela gruppen.',
    needsOwnConfirmation_one:
      '{{count, number}} betalning behöver en egen bekräftelse (redan betald, eller nya kontouppgifter): du bekräftar den i nästa steg.',
    needsOwnConfirmation_other:
      '{{count, number}} betalningar behöver en egen bekräftelse (redan betalda, eller nya kontouppgifter): du bekräftar dem i nästa steg.',
    continue: 'Fortsätt',
    back: 'Tillbaka till granskningen',
    auditPaidAgain_one: 'bekräftad separat: {{count, number}} redan skickad betalning BETALAS IGEN ({{total}})',
    auditPaidAgain_other: 'bekräftade separat: {{count, number}} redan skickade betalningar BETALAS IGEN ({{total}})',
    auditConfirmedSeparately_one:
      'bekräftad separat: {{count, number}} betalning till ändrade kontouppgifter ({{total}})',
    auditConfirmedSeparately_other:
      'bekräftade separat: {{count, number}} betalningar till ändrade kontouppgifter ({{total}})',
    auditCellEdited: 'ändrad före sändning: rad {{line}}, {{field}} ”{{old}}” → ”{{new}}” ({{at}})',
    auditRowRemoved: 'borttagen före sändning: rad {{line}} ({{row}})',
    auditRowRestored: 'borttagen rad återställd: rad {{line}}',
    auditGroup: {
      transliterate_one: '{{count, number}} cell skriven med SEPA-teckenuppsättningen',
      transliterate_other: '{{count, number}} celler skrivna med SEPA-teckenuppsättningen',
      remove_copies_one: '{{count, number}} exakt kopia borttagen',
      remove_copies_other: '{{count, number}} exakta kopior borttagna',
      ignore_column_one: 'kolumn ignorerad: {{count, number}} cell tömd',
      ignore_column_other: 'kolumn ignorerad: {{count, number}} celler tömda',
      undo_one: 'ångrat: {{count, number}} cell återställd',
      undo_other: 'ångrat: {{count, number}} celler återställda',
    },
    paymentsTitle_one: 'Betalningen ({{count, number}})',
    paymentsTitle_other: 'Alla betalningar ({{count, number}})',
    filters: 'Visa betalningar',
    showAll: 'Alla ({{count, number}})',
    showKind: '{{kind}} ({{count, number}})',
    colLine: 'Rad',
    colBulk: 'Bunt',
    colPayee: 'Mottagare',
    colIban: 'IBAN',
    colAmount: 'Belopp',
    colReference: 'Referens',
    colProblems: 'Kontrollera',
    otherProblem: 'Annat problem',
  },
  /** Counted nouns, nested where a sentence counts two things: `$t(counts.bulks, {"count": {{bulks}} })`. */
  counts: {
    bulks_one: '{{count, number}} bunt',
    bulks_other: '{{count, number}} buntar',
    payments_one: '{{count, number}} betalning',
    payments_other: '{{count, number}} betalningar',
    rows_one: '{{count, number}} rad',
    rows_other: '{{count, number}} rader',
    kinds_one: '{{count, number}} slag',
    kinds_other: '{{count, number}} slag',
    errors_one: '{{count, number}} fel',
    errors_other: '{{count, number}} fel',
    warnings_one: '{{count, number}} varning',
    warnings_other: '{{count, number}} varningar',
    payeeAccounts_one: '{{count, number}} mottagarkonto',
    payeeAccounts_other: '{{count, number}} mottagarkonton',
  },
};
