import type { en } from './en';

/** Deutsch. Same keys and parameters as en.ts. */
export const de: typeof en = {
  nav: {
    main: 'Hauptmenü',
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
  export: {
    format: 'Exportformat',
    spreadsheet: 'Tabellenkalkulation (Excel, {{example}})',
    machine: 'Einfaches CSV für Programme (Komma, Dezimalpunkt)',
  },
  settings: {
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
    name_missing: 'Der Empfängername fehlt; geben Sie den Namen der Person oder Firma ein, die das Geld erhält.',
    non_sepa_characters:
      '{{field}} enthält {{chars}} außerhalb des SEPA-Zeichensatzes; die Bank kann sie ersetzen oder ablehnen. Schreiben Sie sie ohne Akzente oder Symbole.',
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
    currency_invalid: '“{{currency}}” ist kein ISO-4217-Währungscode; verwenden Sie einen Code wie EUR, SEK oder USD.',
    amount_missing: 'Der Betrag fehlt; geben Sie den zu zahlenden Betrag ein, z. B. 125,50.',
    amount_unreadable:
      '“{{value}}” ist kein Betrag im erwarteten Zahlenformat (z. B. {{example}}); korrigieren Sie ihn oder ändern Sie die Dezimaleinstellung, wenn die ganze Datei das andere Format verwendet.',
    amount_not_positive:
      'Der Betrag muss größer als null sein (gefunden: “{{value}}”); ausgehende Zahlungen werden positiv geschrieben.',
    amount_too_many_decimals:
      '{{currency}} erlaubt höchstens {{allowed}} Nachkommastellen, der Betrag ist aber {{amount}}; runden Sie auf {{down}} oder {{up}}.',
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
      'Gleicher Empfänger, Betrag und Referenz wie Zeile {{first}}; entfernen Sie eine, falls Sie nicht doppelt zahlen wollen.',
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
};
