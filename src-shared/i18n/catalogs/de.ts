import type { en } from './en';

/** Deutsch. Same keys and parameters as en.ts. */
export const de: typeof en = {
  nav: {
    main: 'Hauptmenü',
    home: 'Start',
    homeHint: 'Wo Sie sind, was zuerst zu tun ist, laufende Zahlungsläufe und Salden',
    payments: 'Zahlungen',
    paymentsHint: 'Zahlungsdatei importieren und als Sammelzahlungen senden',
    history: 'Verlauf',
    historyHint: 'Alle gesendeten Sammelzahlungen und Zahlungen',
    accounts: 'Konten',
    accountsHint: 'Salden und Umsätze',
    settings: 'Einstellungen',
    settingsHint: 'Bankprofile, Schlüssel und Sprache',
  },
  payments: {
    bulkPlan_one: 'Wird als {{count, number}} Sammelzahlung gesendet · gesamt {{total}}',
    bulkPlan_other: 'Wird als {{count, number}} Sammelzahlungen gesendet · gesamt {{total}}',
    bulkPlanHint: 'Jede Sammelzahlung enthält bis zu 100 Zahlungen und braucht ihre eigene Freigabe am Telefon.',
    bulkLine_one: 'Sammelzahlung {{bulk}}: {{count, number}} Zahlung (Zeile {{first}})',
    bulkLine_other: 'Sammelzahlung {{bulk}}: {{count, number}} Zahlungen (Zeilen {{first}}–{{last}})',
    hasErrors: 'hat Fehler',
    hasWarnings: 'hat Warnungen',
    title: 'Zahlungen',
    importTitle: 'Zahlungsdatei importieren',
    importIntro:
      'CSV aus Ihrem ERP oder einer Tabelle (beliebiges Trennzeichen, UTF-8, UTF-16 oder Windows-1252) oder ISO 20022 pain.001 XML. Alle Probleme werden angezeigt, bevor etwas gesendet wird.',
    drop: 'Datei hier ablegen oder auswählen',
    fileInput: 'Zahlungsdatei',
    sizeLimit: 'Dateien bis {{mb}} MB.',
    template: 'CSV-Vorlage herunterladen',
    chooseAnother: 'Andere Datei wählen',
    onlyProblems: 'Nur Zeilen mit Problemen anzeigen',
    problems: 'Probleme',
    problemsInFile: 'Probleme in der Datei',
    noProblems: 'Keine Probleme gefunden.',
    line: 'Zeile {{line}}',
    file: 'Datei',
    payments_one: '{{count, number}} Zahlung',
    payments_other: '{{count, number}} Zahlungen',
    bulks_one: '{{count, number}} Sammelzahlung',
    bulks_other: '{{count, number}} Sammelzahlungen',
    errorsInRows_one: '{{errors}} in {{count, number}} Zeile',
    errorsInRows_other: '{{errors}} in {{count, number}} Zeilen',
    errors_one: '{{count, number}} Fehler',
    errors_other: '{{count, number}} Fehler',
    noErrors: 'keine Fehler',
    warnings_one: '{{count, number}} Warnung',
    warnings_other: '{{count, number}} Warnungen',
  },
  reading: {
    howRead: 'Wie die Datei gelesen wird',
    encoding: 'Zeichenkodierung',
    delimiter: 'Trennzeichen',
    decimalMark: 'Dezimalzeichen',
    decimalPoint: 'Punkt (1,234.56)',
    decimalComma: 'Komma (1.234,56)',
    currencyWhenMissing: 'Währung, falls fehlend',
    line: 'Zeile',
    remove: 'Entfernen',
  },
  signIn: {
    title: 'Bei Ihrer Bank anmelden',
    titleAgain: 'Zum Fortfahren erneut freigeben',
    intro:
      'Verwenden Sie E-Mail und Passwort Ihres Online-Bankings. Danach geben Sie die Anmeldung am Telefon frei. Bulkpay speichert das Passwort nie.',
    demo: 'Demobank: Melden Sie sich als {{email}} mit dem Passwort {{password}} an. Das Telefon gibt nach einigen Sekunden selbst frei. Es wird kein echtes Geld bewegt.',
    email: 'Bank-E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    busy: 'Verbindung zur Bank…',
    waitingTitle: 'Anmeldung am Telefon freigeben',
    waitingIntro:
      'Öffnen Sie die App Ihrer Bank und geben Sie die Anfrage frei. Prüfen Sie, dass dieser Code angezeigt wird:',
    shortCode: 'Kurzcode',
    timeLeft: 'Verbleibende Zeit:',
    waiting: 'Wartet auf Freigabe',
    cancel: 'Abbrechen',
  },
  accounts: {
    signedIn: 'Angemeldet',
    paused: 'Banksitzung pausiert',
    as: ' als {{email}}',
    sessionEnds: ' · Sitzung endet um {{time}}',
    tabAccounts: 'Konten und Umsätze',
    tabPay: 'Einzelzahlung',
    signOut: 'Abmelden',
    refreshing: 'Wird aktualisiert…',
    lastFetched: 'Zuletzt abgerufen {{when}}',
    refresh: 'Aktualisieren',
    transactions: 'Umsätze',
    loading: 'Wird geladen…',
    countOf: '{{shown, number}} von {{count, number}}',
    title: 'Konten',
    exportCsv: 'CSV exportieren',
  },
  history: {
    title: 'Verlauf',
  },
  historySearch: {
    form: 'Zahlungen suchen',
    text: 'Suche',
    textHint: 'Empfänger, IBAN oder Referenz',
    payee: 'Empfänger',
    iban: 'IBAN',
    reference: 'Referenz',
    amountMin: 'Betrag ab',
    amountMax: 'Betrag bis',
    from: 'Gesendet ab',
    to: 'Gesendet bis',
    state: 'Ergebnis',
    any: 'Alle',
    search: 'Suchen',
    exportCsv: 'CSV exportieren',
    exportJson: 'JSON exportieren',
    bulks: 'Sammelzahlungen',
    sent: 'Gesendet',
    account: 'Konto',
    amount: 'Betrag',
  },
  send: {
    title: 'Senden',
    payFrom: 'Zahlen von',
    payingAccount: 'Zahlungskonto',
    noAccounts: 'Keine Konten: unter Konten anmelden',
    accountOption: '{{name}} · {{iban}} · {{available}} verfügbar',
    checking: 'Wird geprüft…',
    review: 'Vor dem Senden prüfen',
    fixFirst: 'Beheben Sie die Fehler oben vor dem Senden.',
    bulks: 'Sammelzahlungen',
    onTheirWay: 'Sammelzahlungen unterwegs',
    reviewGroup: 'Prüfung',
    reviewFrom: 'Von {{name}} ({{iban}}), {{available}} verfügbar.',
    reviewTotal_one: '{{payments, number}} Zahlungen in {{count, number}} Sammelzahlung, gesamt {{total}}.',
    reviewTotal_other: '{{payments, number}} Zahlungen in {{count, number}} Sammelzahlungen, gesamt {{total}}.',
    overBalance: 'mehr als das verfügbare Guthaben',
    approvalHint: 'Jede Sammelzahlung wird innerhalb einer Stunde einzeln am Telefon freigegeben.',
    warnings_one: '{{count, number}} Warnung zu prüfen:',
    warnings_other: '{{count, number}} Warnungen zu prüfen:',
    warningLine: 'Zeile {{line}}: {{message}}',
    more: '…und {{count, number}} weitere in der Problemliste.',
    checked: 'Ich habe diese Warnungen geprüft',
    sending: 'Wird gesendet…',
    sendN_one: '{{count, number}} Zahlung senden',
    sendN_other: '{{count, number}} Zahlungen senden',
    cancel: 'Abbrechen',
  },
  export: {
    format: 'Exportformat',
    spreadsheet: 'Tabellenkalkulation (Excel, {{example}})',
    machine: 'Einfaches CSV für Programme (Komma, Dezimalpunkt)',
  },
  settings: {
    profiles: 'Bankprofile',
    addProfile: 'Bankprofil hinzufügen',
    demoNotice: 'Dies ist die Demobank: ein Simulator innerhalb von Bulkpay. Es wird kein echtes Geld bewegt.',
    demoSignIn: ' Melden Sie sich unter Konten als Demokunde {{email}} an (Passwort: siehe docs/sandbox.md).',
    bankAddress: 'Bankadresse',
    bulkAddress: 'Adresse für Sammelzahlungen',
    applicationId: 'Anwendungs-ID',
    activeProfile: 'Zahlungen laufen über dieses Profil.',
    useProfile: 'Dieses Profil für Zahlungen verwenden',
    editAddresses: 'Adressen bearbeiten',
    removeProfile: 'Profil entfernen',
    title: 'Einstellungen',
    language: 'Sprache',
    languageHint: 'Folgt der Sprache des Computers, bis Sie hier eine wählen.',
    systemLanguage: 'Wie der Computer ({{language}})',
  },
  bulk: {
    title: 'Sammelzahlung {{sequence}}',
    titleResend: 'Sammelzahlung {{sequence}} · erneuter Versand von {{count, number}} unbezahlten',
    paid: 'Bezahlt',
    partlyPaid: 'Teilweise bezahlt ({{paid, number}} von {{total, number}})',
    nonePaid: 'Nicht bezahlt',
    waiting: 'Wartet auf Freigabe (noch {{left}})',
    notConfirmed: 'Noch nicht bestätigt',
    outcome_one: '{{count, number}} bezahlt',
    outcome_other: '{{count, number}} bezahlt',
    unsent_one: '{{count, number}} mangels Guthaben nicht gesendet',
    unsent_other: '{{count, number}} mangels Guthaben nicht gesendet',
  },
  bulkState: {
    sending: 'Wird gesendet',
    unknown: 'Ergebnis unbekannt, wird erneut versucht',
    pending_approval: 'Wartet auf Freigabe am Telefon',
    processing: 'In Bearbeitung',
    approved: 'Freigegeben',
    rejected: 'Abgelehnt',
    not_accepted: 'Von der Bank nicht angenommen',
    not_sent: 'Nicht gesendet',
    other: 'Sonstiges ({{state}})',
  },
  paymentState: {
    pending: 'Ausstehend',
    paid: 'Bezahlt',
    notenoughbalance: 'Nicht gesendet: Guthaben reichte nicht',
    rejected: 'Mit der Sammelzahlung abgelehnt',
    not_accepted: 'Von der Bank nicht angenommen',
    not_sent: 'Nicht gesendet',
    scheduled: 'Geplant',
    other: 'Sonstiges ({{state}})',
  },
  field: {
    name: 'Empfängername',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Betrag',
    currency: 'Währung',
    reference: 'Referenz',
    structured_reference: 'Strukturierte Referenz',
    unstructured_reference: 'Verwendungszweck',
    end_to_end_id: 'End-to-End-ID',
    method: 'Verfahren',
    instant: 'Echtzeitzahlung',
    account_identifier_type: 'Kontoart',
    due_date: 'Fälligkeitsdatum',
    payment_account: 'Zahlungskonto',
    execute_verification_of_payee: 'Empfängerüberprüfung',
  },
  msg: {
    debtor_account_mismatch:
      'Laut Datei wird von {{fileIban}} (DbtrAcct) gezahlt, Sie haben aber {{chosenIban}} gewählt; wählen Sie dieses Konto oder bestätigen Sie, dass dieses Konto zahlen soll.',
    unreadable_character:
      'Das Feld enthält Zeichen, die nicht gelesen werden konnten (als „�“ angezeigt); die Kodierung der Datei ist evtl. falsch oder die Datei beschädigt: geben Sie sie neu ein oder wählen Sie eine andere Kodierung.',
    pain001_count_mismatch:
      '{{level}} NbOfTxs nennt {{declared}} Zahlungen, die Datei enthält aber {{actual}}; die Datei ist evtl. abgeschnitten oder von Hand bearbeitet: exportieren Sie sie erneut.',
    pain001_sum_mismatch:
      '{{level}} CtrlSum nennt {{declared}}, die Zahlungen ergeben aber {{actual}}; die Datei ist evtl. abgeschnitten oder von Hand bearbeitet: exportieren Sie sie erneut.',
    pain001_execution_date:
      'Die Datei verlangt Ausführung am {{date}} (ReqdExctnDt), Sammelzahlungen werden aber sofort nach der Freigabe ausgeführt; senden Sie die Datei an diesem Tag oder akzeptieren Sie die sofortige Zahlung.',
    pain001_debtor_account:
      'Laut Datei wird von {{iban}} (DbtrAcct) gezahlt; prüfen Sie, dass Sie dieses Konto in Bulkpay wählen.',
    bank_message: 'Die Bank hat dies abgelehnt: ihre eigene Begründung steht in den Details.',
    xml_doctype:
      'Die XML-Datei enthält eine DOCTYPE-Angabe, die Zahlungsdateien nie brauchen; sie wurde aus Sicherheitsgründen abgelehnt. Exportieren Sie die Datei erneut ohne sie.',
    invalid_utf8:
      'Zeile {{line}} enthält Bytes, die kein gültiges UTF-8 sind; prüfen Sie das Zeichen in der Datei oder speichern Sie sie erneut als UTF-8.',
    amount_too_large:
      '{{value}} ist mehr als der höchste Betrag, den Bulkpay für eine Zahlung annimmt ({{max}}); prüfen Sie das Dezimalzeichen.',
    bank_answer_too_large:
      'Die Bank hat eine größere Antwort gesendet, als Bulkpay annimmt; der Fehler liegt bei der Bank. Versuchen Sie es später erneut.',
    profile_unusable: 'Das aktive Bankprofil kann noch nicht verwendet werden; was fehlt, steht in den Einstellungen.',
    no_profile: 'Es gibt noch kein Bankprofil; richten Sie eines in den Einstellungen ein.',
    file_too_big: 'Die Datei ist größer als die 50 MB, die Bulkpay liest; teilen Sie sie in kleinere Dateien auf.',
    no_email:
      'Keine E-Mail-Adresse für die Bank angegeben; geben Sie die Adresse ein, mit der Sie sich bei der Bank anmelden.',
    no_password: 'Kein Passwort angegeben; geben Sie Ihr Bankpasswort ein.',
    token_expired: 'Die Bankverbindung ist abgelaufen; melden Sie sich erneut an und bestätigen Sie auf dem Telefon.',
    sent_by_team:
      'Dieselbe Zahlung ist in {{file}}, vorbereitet von {{preparedBy}} am {{date}}; entfernen Sie diese Zeile, wenn Sie nicht erneut zahlen wollen.',
    run_not_found: 'Dieser Zahlungslauf ist nicht im Verlauf.',
    outbox_folder:
      'Der ERP-Ausgangsordner kann nicht verwendet werden; wählen Sie einen Ordner, in den Sie schreiben dürfen.',
    outbox_write:
      'Ein Bericht konnte nicht in den ERP-Ausgang geschrieben werden; prüfen Sie den Ordner und den freien Speicher.',
    run_empty: 'Dieser Lauf hat noch keine Zahlungen für einen Bericht.',
    statement_too_large:
      'Der Zeitraum enthält mehr Umsätze, als ein Auszug fassen kann; wählen Sie einen kürzeren Zeitraum.',
    statement_period:
      'Der Zeitraum ist ungültig: Der Beginn muss am oder vor dem Ende liegen, innerhalb der letzten 365 Tage der Bank.',
    payment_account_id_invalid: 'Die Zahlungskonto-ID muss eine UUID sein, wie die Bank sie angibt.',
    payment_account_id_needed:
      'Die Bank führt dieses Konto ohne Zahlungskonto-ID; geben Sie sie einmal für dieses Konto ein.',
    balance_unknown:
      'Die Bank hat den verfügbaren Saldo nicht genannt; die Summen konnten nicht damit verglichen werden.',
    team_not_connected: 'Dieser Rechner ist mit keiner Team-Datenbank verbunden.',
    usage: 'Dem Befehl fehlen Angaben; siehe seine Hilfe.',
    team_tls_required: 'Die Team-Datenbank muss über TLS erreicht werden.',
    team_server_too_old: 'Der Server der Team-Datenbank ist zu alt; Bulkpay braucht PostgreSQL 13 oder neuer.',
    team_run_not_found: 'Dieser Lauf ist nicht im Team-Speicher.',
    four_eyes:
      'Vier-Augen-Prinzip: Ein Lauf muss von jemand anderem als der vorbereitenden Person freigegeben werden; bitten Sie einen Freigeber darum.',
    not_allowed_for_role:
      'Ihre Team-Rolle erlaubt das nicht (Sie sind {{user}} auf {{host}}); bitten Sie einen Bulkpay-Administrator, Ihre Rolle zu ändern.',
    audit_append_only:
      'Das Prüfprotokoll des Teams kann nur ergänzt werden: Einträge werden nie geändert oder gelöscht.',
    team_auth_failed:
      'Die Team-Datenbank hat die Anmeldung von {{user}} auf {{host}} abgelehnt; prüfen Sie Benutzername und Passwort oder fragen Sie Ihren Datenbankadministrator.',
    team_database_missing:
      'Auf {{host}} gibt es keine Datenbank „{{database}}“; prüfen Sie die Adresse oder bitten Sie Ihren Datenbankadministrator, sie anzulegen.',
    team_schema_missing:
      'Die Team-Datenbank auf {{host}} hat noch kein Bulkpay-Schema (oder ein älteres); ein Administrator verbindet sich zuerst mit „Installieren oder aktualisieren“.',
    team_server_busy:
      'Der Team-Datenbank auf {{host}} fehlen Verbindungen oder Ressourcen; versuchen Sie es in einer Minute erneut oder informieren Sie Ihren Datenbankadministrator.',
    team_conflict: 'Jemand anderes hat denselben Lauf im selben Moment geändert; versuchen Sie es erneut.',
    team_tls_failed:
      'Eine sichere (TLS-)Verbindung zu {{host}} kam nicht zustande oder ihr Zertifikat war nicht vertrauenswürdig; fragen Sie Ihren Datenbankadministrator nach der Zertifikatseinrichtung des Servers.',
    team_store_failed:
      'Die Team-Datenbank auf {{host}} hat die Anfrage abgelehnt (Code {{sqlstate}}); versuchen Sie es erneut und informieren Sie Ihren Datenbankadministrator, wenn es wieder passiert.',
    team_schema_newer:
      'Die Team-Datenbank wurde von einem neueren Bulkpay eingerichtet (Schema {{have}}); aktualisieren Sie zuerst Bulkpay auf diesem Computer.',
    team_schema_needs_install:
      'Das Team-Schema muss installiert oder aktualisiert werden (Version {{have}} → {{want}}); ein Administrator verbindet sich mit „Installieren oder aktualisieren“.',
    team_run_tampered:
      'Die Zahlungen des Laufs {{file}} entsprechen nicht dem, was die Team-Datenbank für ihn erfasst hat (die Datei enthält {{counted}} Zahlung(en), die Team-Datenbank {{recorded}}, oder Empfänger, Beträge oder Summen weichen ab): Sie wurden nach der Vorbereitung geändert. Nichts wurde freigegeben oder gesendet; geben Sie den Lauf an den Vorbereiter zurück.',
    team_install_privilege:
      'Die Datenbankanmeldung {{user}} darf das Team-Schema auf {{host}} nicht installieren: Sie benötigt CREATEROLE und CREATE auf der Datenbank {{database}}. Bitten Sie Ihre IT- oder Datenbankadministration, diese Rechte zu erteilen oder das Schema mit einer Anmeldung zu installieren, die sie hat.',
    team_connection_changed:
      'Die Verbindung zur Team-Datenbank hat sich beim Öffnen geändert (Team verlassen oder mit einer anderen verbunden); versuchen Sie es erneut.',
    team_leave_unconfirmed:
      'Der Team-Modus wird erst verlassen, wenn die Team-Datenbank bestätigt, dass Sie Bulkpay-Administrator sind, und sie ist gerade nicht erreichbar; versuchen Sie es erneut, wenn sie antwortet.',
    team_leave_needs_admin:
      'Nur ein Bulkpay-Administrator kann den Team-Modus auf einem Computer verlassen (Sie sind {{user}}, {{role}}); bitten Sie einen Administrator Ihres Teams darum.',
    team_release_duplicates:
      '{{count}} Zahlung(en) dieses Laufs (Zeile {{lines}}) sind auch in einem anderen Team-Lauf, der bereits freigegeben oder gesendet ist; die Freigabe würde sie doppelt bezahlen. Geben Sie den Lauf an den Vorbereiter zurück oder bestätigen Sie, dass Sie sie erneut bezahlen wollen.',
    team_run_no_bank_identity:
      'Der Lauf {{file}} enthält nicht den TPP und den Bankkunden, für die er vorbereitet wurde, und kann daher nicht sicher gesendet werden; geben Sie ihn zurück und bitten Sie {{preparedBy}}, die Datei erneut einzureichen.',
    team_claim_other_bank_identity:
      'Die Team-Datenbank hat diesem Computer das Senden des Laufs verweigert: Er ist als anderer TPP oder Bankkunde angemeldet als der Lauf (oder als der Computer, der mit dem Senden begonnen hat). Senden Sie ihn von einem Computer, der als TPP und Kunde des Laufs angemeldet ist.',
    team_send_refused_unreachable:
      'Solange die Team-Datenbank nicht erreichbar ist, wird nichts gesendet: Jede Zahlung wird zuerst dort erfasst. Sie können weiterhin Dateien importieren und prüfen; versuchen Sie es erneut, wenn sie antwortet.',
    team_run_other_bank_identity:
      'Dieser Lauf gehört zum TPP {{tpp}} und Bankkunden {{customer}}, dieser Computer ist aber als TPP {{myTpp}} und Kunde {{myCustomer}} angemeldet; senden Sie ihn von einem Computer, der als sein eigener TPP und Kunde angemeldet ist.',
    team_send_needs_release:
      'Dieser Computer ist im Teammodus: Reichen Sie die Zahlungen zur Freigabe ein (Team) und senden Sie sie, sobald eine zweite Person sie freigegeben hat.',
    team_unreachable:
      'Die Team-Datenbank auf {{host}} ist nicht erreichbar; prüfen Sie das Netzwerk und versuchen Sie es erneut. Sie können weiterhin Dateien importieren und prüfen.',
    team_no_such_role:
      'Die Datenbank hat keine Login-Rolle „{{role}}“; bitten Sie Ihren Datenbankadministrator, sie anzulegen.',
    invalid_move:
      'Dieser Lauf ist inzwischen weiter (jemand hat ihn freigegeben, zurückgegeben oder gesendet); öffnen Sie ihn erneut, um seinen Stand zu sehen.',
    name_missing: 'Der Empfängername fehlt; geben Sie den Namen der Person oder Firma ein, die das Geld erhält.',
    non_sepa_characters:
      '{{field}} enthält {{characters}} außerhalb des SEPA-Zeichensatzes; die Bank kann sie ersetzen oder ablehnen. Schreiben Sie sie ohne Akzente oder Symbole.',
    ragged_row:
      'Zeile {{line}} hat {{cells}} Spalten, die Kopfzeile aber {{header}}, daher können Werte in falschen Feldern stehen. Setzen Sie das Feld mit “{{delimiter}}” in Anführungszeichen und öffnen Sie die Datei erneut, oder entfernen Sie die Zeile.',
    field_not_accepted: '{{field}} ist in einer Sammelzahlung nicht zulässig; entfernen Sie diese Spalte.',
    field_not_accepted_due_date:
      'Sammelzahlungen werden sofort ausgeführt und können nicht terminiert werden; entfernen Sie das Fälligkeitsdatum oder zahlen Sie diese später einzeln.',
    field_not_accepted_payment_account:
      'Alle Zahlungen einer Sammelzahlung gehen von dem einen Konto, das Sie in Bulkpay wählen; entfernen Sie das Zahlungskonto pro Zeile.',
    field_not_accepted_execute_verification_of_payee:
      'Die Empfängerüberprüfung ist innerhalb einer Sammelzahlung nicht je Zahlung verfügbar; entfernen Sie diese Spalte.',
    account_type_unsupported: 'Kontoart “{{value}}” wird nicht unterstützt; Sammelzahlungen gehen nur an IBAN-Konten.',
    iban_missing: 'Die IBAN des Empfängers fehlt; geben Sie die Kontonummer ein, auf die das Geld geht.',
    iban_country:
      '“{{iban}}” beginnt nicht mit einem bekannten Ländercode (z. B. FI, DE, SE); prüfen Sie die Kontonummer.',
    iban_length: '“{{iban}}” hat die falsche Länge für sein Land; eine Ziffer fehlt oder ist zu viel.',
    iban_format: '“{{iban}}” ist nicht so geschrieben wie IBANs seines Landes; prüfen Sie die Kontonummer.',
    iban_checksum: 'Die Prüfziffern stimmen nicht ({{iban}}); prüfen Sie die Kontonummer auf Tippfehler.',
    bic_invalid:
      '“{{value}}” ist keine BIC (8 oder 11 Buchstaben und Ziffern, z. B. NDEAFIHH); korrigieren Sie sie oder lassen Sie sie leer.',
    currency_conflict:
      'Im Betrag steht {{amountCurrency}}, in der Währungsspalte {{columnCurrency}}; gleichen Sie beides an.',
    currency_missing:
      'Keine Währung: Füllen Sie die Währungsspalte (z. B. EUR) oder wählen Sie das Zahlungskonto, dann gilt dessen Währung.',
    currency_invalid: '“{{value}}” ist kein ISO-4217-Währungscode; verwenden Sie einen Code wie EUR, SEK oder USD.',
    amount_missing: 'Der Betrag fehlt; geben Sie den zu zahlenden Betrag ein, z. B. 125,50.',
    amount_unreadable:
      '“{{value}}” ist kein Betrag im erwarteten Zahlenformat (z. B. {{example}}); korrigieren Sie ihn oder ändern Sie die Dezimaleinstellung, wenn die ganze Datei das andere Format verwendet.',
    amount_not_positive:
      'Der Betrag muss größer als null sein (gefunden: “{{value}}”); ausgehende Zahlungen werden positiv geschrieben.',
    amount_too_many_decimals:
      '{{currency}} erlaubt höchstens {{allowed}} Nachkommastellen, der Betrag ist aber {{value}}; runden Sie auf {{down}} oder {{up}}.',
    method_invalid: 'Verfahren “{{value}}” ist unbekannt; verwenden Sie sepa oder international (oder leer für sepa).',
    instant_invalid: 'Echtzeitzahlung “{{value}}” muss ja oder nein sein.',
    instant_not_sepa:
      'Echtzeitzahlung ist nur mit dem Verfahren sepa möglich; setzen Sie Echtzeitzahlung auf nein oder das Verfahren auf sepa.',
    sepa_not_eur:
      'SEPA-Zahlungen sind in Euro, diese ist aber in {{currency}}; prüfen Sie die Währung oder verwenden Sie das Verfahren international.',
    reference_check_digit:
      '“{{value}}” sieht wie eine Zahlungsreferenz aus, aber die Prüfziffern sind falsch; vergleichen Sie sie mit der Rechnung.',
    reference_both:
      'Geben Sie entweder eine strukturierte Referenz oder einen Verwendungszweck an, nicht beides; die Bank lehnt Zahlungen mit beidem ab.',
    reference_missing:
      'Jede Zahlung braucht eine Referenz oder einen Verwendungszweck; geben Sie die Rechnungsreferenz oder eine kurze Nachricht ein.',
    structured_reference_too_long:
      'Die strukturierte Referenz hat {{length}} Zeichen; die Bank erlaubt höchstens {{max}}.',
    unstructured_reference_too_long:
      'Der Verwendungszweck hat {{length}} Zeichen; die Bank erlaubt höchstens {{max}}. Kürzen Sie ihn.',
    end_to_end_id_too_long: 'Die End-to-End-ID hat {{length}} Zeichen; die Bank erlaubt höchstens {{max}}.',
    duplicate_in_file:
      'Gleicher Empfänger, Betrag und Referenz wie Zeile {{firstLine}}; entfernen Sie eine, falls Sie nicht doppelt zahlen wollen.',
    sent_recently:
      'Eine gleiche Zahlung wurde bereits am {{date}} gesendet; entfernen Sie die Zeile, falls Sie nicht erneut zahlen wollen.',
    unclosed_quote:
      'Ein Feld in Anführungszeichen ab Zeile {{line}} endet nie; fügen Sie das fehlende schließende Anführungszeichen (") hinzu.',
    column_missing:
      'Spalte fehlt: {{field}}. Benennen Sie die Spalten in der Kopfzeile (siehe CSV-Vorlage) oder wählen Sie die Spalte im Zuordnungsschritt.',
    binary_file:
      'Dies ist keine Textdatei; wählen Sie die CSV- oder XML-Datei, die Ihr ERP oder Ihre Tabelle exportiert hat.',
    empty_file: 'Die Datei ist leer; wählen Sie die Datei mit den Zahlungen.',
    file_too_large: 'Die Datei ist zu groß; teilen Sie sie in kleinere Dateien auf.',
    no_payments: 'Die Datei enthält keine Zahlungen; prüfen Sie, ob Sie die richtige Datei gewählt haben.',
    malformed_xml: 'Die XML-Datei ist beschädigt oder unvollständig; exportieren Sie sie erneut aus Ihrem System.',
    unsupported_format:
      'Diese XML ist keine ISO-20022-pain.001-Zahlungsdatei; exportieren Sie die Zahlungen als pain.001 oder CSV.',
    validation: 'Einige Zahlungen haben Probleme; beheben Sie diese vor dem Senden.',
    account_not_found:
      'Das Zahlungskonto wurde bei der Bank nicht gefunden; aktualisieren Sie die Konten und wählen Sie es erneut.',
    already_sending: 'Diese Zahlungen werden bereits gesendet; warten Sie auf das Ergebnis.',
    bank_not_configured: 'Keine Bank eingerichtet; fügen Sie in den Einstellungen ein Bankprofil hinzu.',
    bank_invalid_request:
      'Die Bank hat die Anfrage als ungültig abgelehnt; prüfen Sie die Angaben und versuchen Sie es erneut.',
    bank_auth_failed:
      'Die Bank hat unsere Zugangsdaten oder Signatur nicht akzeptiert; prüfen Sie die Freigabe der Anwendung, Client-ID und Secret, den Signaturschlüssel und die Einwilligung, dann erneut versuchen.',
    bank_forbidden:
      'Die Bank hat abgelehnt: Dieser Kunde darf keine Zahlungen auslösen oder ist nicht verifiziert; der Kontoinhaber muss die Bank kontaktieren.',
    bank_not_found: 'Die Bank kennt diesen Eintrag nicht.',
    bank_method_not_allowed: 'Die Bank unterstützt diese Anfrage nicht.',
    bank_busy: 'Die Bank bearbeitet dieselbe Anfrage noch; Bulkpay fragt gleich erneut.',
    bank_rate_limited: 'Die Bank hat um langsamere Anfragen gebeten; Bulkpay versucht es gleich erneut.',
    bank_server_error: 'Bei der Bank ist ein Problem aufgetreten; versuchen Sie es später erneut.',
    bank_unavailable: 'Der Zahlungsdienst der Bank ist gerade nicht verfügbar; versuchen Sie es später erneut.',
    bank_error: 'Die Bank hat die Anfrage abgelehnt; prüfen Sie die Angaben und versuchen Sie es erneut.',
    bank_timeout:
      'Die Bank hat nicht rechtzeitig geantwortet; prüfen Sie die Internetverbindung und versuchen Sie es erneut.',
    bank_unreachable:
      'Die Bank ist nicht erreichbar; prüfen Sie die Internetverbindung und die Bankadresse, dann erneut versuchen.',
    bank_rejected:
      'Die Bank hat diese Zahlung abgelehnt ({{bulk}}): {{reason}}. Korrigieren Sie sie und senden Sie die fehlgeschlagenen Zahlungen erneut.',
    bank_rejected_bulk: 'Die Bank hat die Sammelzahlung abgelehnt ({{bulk}}): {{reason}}',
    bank_tls_untrusted: 'Dem Zertifikat der Bank wird nicht vertraut; prüfen Sie die Bankadresse im Profil.',
    bulk_not_found: 'Diese Sammelzahlung ist nicht im Verlauf auf diesem Computer.',
    certificate_expired: 'Das QSEAL-Zertifikat ist abgelaufen; erneuern Sie es in den Einstellungen.',
    certificate_not_yet_valid:
      'Das QSEAL-Zertifikat ist noch nicht gültig; prüfen Sie sein Startdatum und die Uhr des Computers.',
    certificate_unreadable: 'Die Zertifikatsdatei kann nicht gelesen werden; wählen Sie das PEM-Zertifikat der Bank.',
    consent_cancelled: 'Die Anmeldung wurde abgebrochen; melden Sie sich erneut an, um fortzufahren.',
    credentials_missing: 'Client-ID oder Secret fehlt; vervollständigen Sie das Bankprofil in den Einstellungen.',
    cursor_unknown: 'Die Liste hat sich geändert; aktualisieren Sie sie.',
    database_too_new:
      'Der Datenordner wurde von einem neueren Bulkpay geschrieben; aktualisieren Sie Bulkpay, um ihn zu öffnen.',
    database_unavailable:
      'Der Datenordner kann nicht geöffnet werden; prüfen Sie, ob er existiert und beschreibbar ist.',
    demo_unavailable: 'Die Demobank konnte nicht starten; starten Sie Bulkpay neu.',
    desktop_only: 'Dies funktioniert nur in der Desktop-App.',
    export_too_large: 'Zu viele Zeilen für einen Export; grenzen Sie die Suche oder den Zeitraum ein.',
    file_total_over_balance:
      'Alle Sammelzahlungen zusammen übersteigen das verfügbare Guthaben; einige Zahlungen werden eventuell nicht gesendet.',
    file_unreadable: 'Die Datei kann nicht gelesen werden; wählen Sie sie erneut.',
    forbidden: 'Diese Anfrage ist nicht erlaubt.',
    insufficient_balance: 'Das verfügbare Guthaben des Kontos reicht für diese Sammelzahlung nicht.',
    internal:
      'In Bulkpay ist ein Fehler aufgetreten; versuchen Sie es erneut und starten Sie die App neu, falls es wieder passiert.',
    invalid_request: 'Die Anfrage war ungültig; laden Sie die Ansicht neu und versuchen Sie es erneut.',
    key_certificate_mismatch: 'Der private Schlüssel gehört nicht zu diesem Zertifikat; wählen Sie das passende Paar.',
    key_damaged:
      'Der gespeicherte Schlüssel ist beschädigt; importieren Sie die Schlüsseldatei in den Einstellungen erneut.',
    key_file_not_picked: 'Keine Schlüsseldatei gewählt; wählen Sie sie erneut.',
    key_file_too_large: 'Die Datei ist zu groß für einen Schlüssel; wählen Sie die PEM-Schlüsseldatei.',
    key_file_unreadable: 'Die Schlüsseldatei kann nicht gelesen werden; wählen Sie sie erneut.',
    key_missing:
      'Für dieses Profil ist kein Schlüssel gespeichert; importieren Sie die Schlüsseldatei in den Einstellungen.',
    key_not_rsa: 'Der Schlüssel ist kein RSA-Schlüssel; die Bank verlangt einen RSA-QSEAL-Schlüssel.',
    key_too_small: 'Der Schlüssel ist zu kurz; die Bank verlangt einen RSA-Schlüssel mit mindestens 2048 Bit.',
    key_unreadable: 'Der Schlüssel kann nicht gelesen werden; prüfen Sie die Datei und ihre Passphrase.',
    keychain_unavailable:
      'Der Schlüsselbund des Computers ist nicht verfügbar; entsperren oder installieren Sie ihn und versuchen Sie es erneut.',
    missing_settings: 'Einige Bankeinstellungen fehlen; setzen Sie sie und versuchen Sie es erneut.',
    no_active_profile: 'Kein Bankprofil ist aktiv; wählen Sie eines in den Einstellungen.',
    no_application: 'Dieses Profil hat noch keine Bankanwendung; schließen Sie das Onboarding in den Einstellungen ab.',
    no_certificate: 'Für dieses Profil ist kein Zertifikat gespeichert; importieren Sie es in den Einstellungen.',
    no_private_key: 'Die Datei enthält keinen privaten Schlüssel; wählen Sie die Schlüsseldatei.',
    no_signing_key: 'Kein Signaturschlüssel gespeichert; importieren Sie die Schlüsseldatei in den Einstellungen.',
    not_found: 'Nicht gefunden; es wurde eventuell entfernt.',
    not_onboarded:
      'Dieses Profil ist bei der Bank noch nicht eingerichtet; schließen Sie das Onboarding in den Einstellungen ab.',
    not_signed_in: 'Sie sind nicht bei der Bank angemeldet; melden Sie sich an und versuchen Sie es erneut.',
    offline: 'Die Bank ist nicht erreichbar; prüfen Sie die Verbindung und versuchen Sie es erneut.',
    onboarding_login_required:
      'Melden Sie sich zuerst im Entwicklerportal der Bank an und setzen Sie dann das Onboarding fort.',
    open_file_unreadable: 'Die geöffnete Datei kann nicht gelesen werden; öffnen Sie sie erneut über den Import.',
    passphrase_required: 'Die Schlüsseldatei ist geschützt; geben Sie ihre Passphrase ein.',
    payment_not_found: 'Diese Zahlung ist nicht im Verlauf auf diesem Computer.',
    plan_changed: 'Die Zahlungen haben sich nach der Prüfung geändert; prüfen Sie sie vor dem Senden erneut.',
    profile_not_found: 'Dieses Bankprofil existiert nicht mehr; wählen Sie ein anderes.',
    psu_signed_out: 'Die Banksitzung ist beendet; melden Sie sich erneut an.',
    resend_blocked:
      'Diese unbezahlten Zahlungen werden bereits erneut gesendet; warten Sie auf das Ergebnis dieser Sammelzahlung.',
    reveal_failed: 'Der Ordner konnte nicht angezeigt werden.',
    several_private_keys: 'Die Datei enthält mehrere private Schlüssel; wählen Sie eine Datei mit genau einem.',
    template_not_saved: 'Die Spaltenzuordnung konnte nicht gespeichert werden; versuchen Sie es erneut.',
    transaction_not_found: 'Dieser Umsatz wurde bei der Bank nicht gefunden.',
    unknown_channel: 'Fenster und Kern von Bulkpay passen nicht zusammen; starten Sie Bulkpay neu.',
    use_renewal: 'Dieses Profil hat bereits ein Zertifikat; erneuern Sie es stattdessen.',
    warnings_not_checked: 'Lesen und bestätigen Sie die Warnungen vor dem Senden.',
    wrong_passphrase: 'Die Passphrase ist falsch; versuchen Sie es erneut.',
  },
  team: {
    nav: {
      label: 'Team',
      hint: 'Läufe, die auf die Freigabe durch eine zweite Person warten, und die letzten Läufe des Teams',
    },
    banner: {
      title: 'Team-Datenbank nicht erreichbar.',
      stillWorks: 'Gesendet wird erst, wenn sie wieder antwortet.',
    },
    role: {
      preparer: 'Vorbereiter',
      approver: 'Freigeber',
      admin: 'Administrator',
      viewer: 'Betrachter',
    },
    roleHint: {
      preparer: 'Sie bereiten Läufe vor und reichen sie zur Freigabe ein; jemand anderes gibt sie frei.',
      approver:
        'Sie geben von anderen vorbereitete Läufe frei oder geben sie zurück und dürfen freigegebene Läufe senden.',
      admin: 'Sie verwalten die Mitglieder und Rollen des Teams und dürfen Läufe vorbereiten, freigeben und senden.',
      viewer: 'Sie sehen die Läufe des Teams, können sie aber nicht ändern.',
    },
    state: {
      awaiting_release: 'Wartet auf Freigabe',
      returned: 'Zurückgegeben',
      released: 'Freigegeben',
      sending: 'Wird gesendet',
      sent: 'Gesendet',
    },
    action: {
      prepared: 'hat vorbereitet',
      returned: 'hat zurückgegeben',
      released: 'hat freigegeben',
      sending: 'hat mit dem Senden begonnen',
      sent: 'hat an die Bank gesendet',
    },
    warning: {
      duplicate_in_file: 'Duplikate in der Datei',
      sent_recently: 'kürzlich bereits gesendet',
      sent_by_team: 'in einem kürzlichen Lauf des Teams',
      balance_unknown: 'Saldo unbekannt',
      file_total_over_balance: 'Summe über dem Saldo',
      non_sepa_characters: 'Zeichen außerhalb von SEPA',
      sepa_not_eur: 'SEPA in einer anderen Währung als EUR',
      reference_check_digit: 'Prüfziffer der Referenz',
      structured_reference_too_long: 'Referenz zu lang',
      debtor_account_mismatch: 'Zahlungskonto weicht von der Datei ab',
    },
    settings: {
      title: 'Team',
      loading: 'Teammodus wird geprüft…',
      intro:
        'Ein Finanzteam teilt eine Datenbank: Eine Person bereitet einen Lauf vor, eine andere gibt ihn frei, und jeder Lauf wird genau einmal gesendet. Ihr IT-Administrator gibt Ihnen die Adresse und Ihr Datenbankpasswort.',
      address: 'Adresse der Team-Datenbank',
      password: 'Datenbankpasswort (im Schlüsselbund dieses Computers gespeichert)',
      install: 'Team-Schema installieren oder aktualisieren (Administratoren, die das Team einrichten)',
      connect: 'Verbinden',
      connecting: 'Verbinde…',
      you: 'Sie',
      noRole: 'noch keine Bulkpay-Rolle: fragen Sie einen Team-Administrator',
      server: 'Server',
      serverLine: 'PostgreSQL {{version}}, Schema-Version {{schema}}',
      schemaOld:
        'Das Team-Schema ist älter als dieses Bulkpay; ein Administrator verbindet erneut mit „Installieren oder aktualisieren“.',
      disconnect: 'Teammodus verlassen',
      disconnectConfirm:
        'Teammodus auf diesem Computer verlassen? Das Passwort wird aus dem Schlüsselbund entfernt; die Läufe des Teams bleiben in der Team-Datenbank.',
    },
    members: {
      title: 'Mitglieder und Rollen',
      dbRole: 'Datenbank-Login',
      appRole: 'Bulkpay-Rolle',
      roleOf: 'Bulkpay-Rolle von {{role}}',
      addRole: 'Hinzuzufügendes Datenbank-Login',
      add: 'Rolle vergeben',
      hint: 'Mitglieder sind die eigenen Login-Rollen der Datenbank; Ihr Datenbankadministrator legt sie an.',
    },
    runs: {
      title: 'Läufe des Teams',
      notConnected:
        'Dieser Computer ist mit keiner Team-Datenbank verbunden. Verbinden Sie ihn unter Einstellungen → Team.',
      toSettings: 'Einstellungen öffnen',
      back: '← Alle Läufe des Teams',
      waiting_one: 'Wartet auf Freigabe: {{count}} Lauf',
      waiting_other: 'Warten auf Freigabe: {{count}} Läufe',
      waitingList: 'Läufe, die auf Freigabe warten',
      noneWaiting: 'Kein Lauf wartet auf Freigabe.',
      recent: 'Letzte Läufe',
      recentList: 'Letzte Läufe des Teams',
      noneRecent: 'Noch keine anderen Läufe.',
      meta_one: '{{count}} Zahlung · vorbereitet von {{user}} am {{at}}',
      meta_other: '{{count}} Zahlungen · vorbereitet von {{user}} am {{at}}',
      returnedShort: 'zurückgegeben: „{{comment}}“',
      open: 'Öffnen',
      openRun: 'Lauf {{file}} öffnen',
    },
    release: {
      title: 'Lauf {{file}}',
      total: 'Summe',
      payments: 'Zahlungen',
      from: 'Bezahlt von',
      preparedBy: 'Vorbereitet von',
      bankIdentity: 'Bankidentität (TPP · Kunde)',
      bankIdentityValue: '{{tpp}} · {{customer}}',
      releasedBy: 'Freigegeben von',
      byAt: '{{user}}, {{at}}',
      warnings: 'Vom Vorbereiter bestätigte Warnungen',
      noWarnings: 'keine',
      warningsTitle_one: '{{count}} Warnung in diesem Lauf, auf diesem Computer geprüft',
      warningsTitle_other: '{{count}} Warnungen in diesem Lauf, auf diesem Computer geprüft',
      returned:
        'Zurückgegeben von {{user}}: „{{comment}}“. Korrigieren Sie die Datei und reichen Sie sie erneut zur Freigabe ein.',
      ownRun: 'Sie haben diesen Lauf vorbereitet, daher muss ihn jemand anderes freigeben (Vier-Augen-Prinzip).',
      alreadyReleased:
        '{{count}} Zahlung(en) dieses Laufs (Zeile {{lines}}) sind bereits in einem anderen Team-Lauf, der freigegeben oder gesendet ist: Die Freigabe dieses Laufs bezahlt sie doppelt.',
      payAgain: 'Ich will diese Zahlungen erneut bezahlen',
      plannedBulks: 'Sammelaufträge dieses Laufs (von einem anderen Computer gesendet)',
      plannedBulk: 'Sammelauftrag {{index}}: {{count}} Zahlungen, {{total}}',
      underThreshold: 'Dieser Lauf liegt unter der Freigabegrenze des Teams: Eine zweite Person ist nicht nötig.',
      beingSent: 'Wird von {{user}} auf {{host}} gesendet.',
      sent: 'Von {{user}} auf {{host}} an die Bank gesendet. Der Kunde bestätigt jeden Sammelauftrag wie gewohnt auf dem Telefon.',
      checkProblem: 'Der Lauf konnte auf diesem Computer nicht gegen die Bank geprüft werden: {{problem}}',
      release_one: '{{count}} Zahlung freigeben',
      release_other: '{{count}} Zahlungen freigeben',
      releasing: 'Gebe frei…',
      commentLabel: 'Kommentar für den Vorbereiter (um den Lauf zurückzugeben)',
      return: 'Mit Kommentar zurückgeben',
      send_one: '{{count}} Zahlung senden',
      send_other: '{{count}} Zahlungen senden',
      sending: 'Sende…',
      sendHint:
        'Jeder Team-Computer mit dem Bankschlüssel darf ihn senden; die Team-Datenbank sorgt dafür, dass er genau einmal gesendet wird.',
      bulks: 'Sammelaufträge bei der Bank',
      everyPayment_one: 'Die {{count}} Zahlung dieses Laufs',
      everyPayment_other: 'Alle {{count}} Zahlungen dieses Laufs',
      line: 'Zeile',
      payee: 'Empfänger',
      iban: 'Konto',
      reference: 'Referenz',
      amount: 'Betrag',
      history: 'Verlauf dieses Laufs',
      historyLine: '{{at}}: {{user}} {{action}}',
    },
    submit: {
      title: 'Zur Freigabe einreichen',
      notPreparer: 'Ihre Team-Rolle bereitet keine Läufe vor; ein Vorbereiter oder Administrator reicht sie ein.',
      importFirst:
        'Importieren Sie eine Datei unter Zahlungen, beheben Sie ihre Probleme und wählen Sie das Zahlungskonto; reichen Sie sie dann hier zur Freigabe ein.',
      current_one: '{{file}}: {{count}} Zahlung bereit unter Zahlungen.',
      current_other: '{{file}}: {{count}} Zahlungen bereit unter Zahlungen.',
      review: 'Für die Freigabe prüfen',
      checking: 'Prüfe…',
      reviewGroup: 'Zur Freigabe einzureichender Lauf',
      summary_one: '{{count}} Zahlung in {{bulks}} Sammelauftrag/-aufträgen, Summe {{total}}, von {{account}}.',
      summary_other: '{{count}} Zahlungen in {{bulks}} Sammelauftrag/-aufträgen, Summe {{total}}, von {{account}}.',
      submit_one: '{{count}} Zahlung zur Freigabe einreichen',
      submit_other: '{{count}} Zahlungen zur Freigabe einreichen',
      submitting: 'Reiche ein…',
      done: 'Eingereicht: Der Lauf wartet jetzt auf die Freigabe durch eine zweite Person.',
      doneNoRelease: 'Eingereicht: unter der Freigabegrenze, daher bereits freigegeben und sendbar.',
      open: 'Lauf öffnen',
    },
  },
};
