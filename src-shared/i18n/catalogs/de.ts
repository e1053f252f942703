import type { en } from './en';

/** Deutsch. Same keys and parameters as en.ts. */
export const de: typeof en = {
  nav: {
    payees: 'Empfänger',
    payeesHint: 'Alle, die je bezahlt wurden, ihre Konten und Vertrauen',
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
    dismiss: 'Meldung schließen',
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
      'CSV aus Ihrem ERP oder einer Tabelle (beliebiges Trennzeichen, UTF-8, UTF-16 oder Windows-1252), eine Excel-Arbeitsmappe (.xlsx) oder ISO 20022 pain.001 XML. Alle Probleme werden angezeigt, bevor etwas gesendet wird.',
    drop: 'Datei hier ablegen oder auswählen',
    fileInput: 'Zahlungsdatei',
    sizeLimit: 'Dateien bis {{mb}} MB.',
    template: 'CSV-Vorlage herunterladen',
    chooseAnother: 'Andere Datei wählen',
    payeeBookUnavailable:
      'Das Empfängerverzeichnis konnte nicht geprüft werden: Das Verzeichnis des Teams ist gerade nicht erreichbar. Die Prüfung kontrolliert die Empfänger erneut, bevor etwas gesendet wird.',
    payeeBookFailed:
      'Das Empfängerverzeichnis konnte nicht geprüft werden: Einige Empfänger konnten nicht nachgeschlagen werden. Die Prüfung kontrolliert die Empfänger erneut, bevor etwas gesendet wird.',
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
    sheet: 'Tabellenblatt',
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
    onItsWay: '{{amount}} reserviert: unterwegs',
    sessionLeft_one: 'Banksitzung: noch {{count, number}} Min.',
    sessionLeft_other: 'Banksitzung: noch {{count, number}} Min.',
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
    shortTerms:
      '1–2 Zeichen finden Namen, IBANs und Referenzen, die damit beginnen, und eine RF-Referenz (RF…) die Referenzen, die mit ihr beginnen; ab 3 Zeichen überall.',
    payee: 'Empfänger',
    iban: 'IBAN',
    reference: 'Referenz',
    amountMin: 'Betrag ab',
    amountMax: 'Betrag bis',
    amountProblem: '{{field}}: Geben Sie einen Betrag wie {{example}} ein.',
    fieldProblem: 'Prüfen Sie {{field}}: Damit kann so nicht gesucht werden.',
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
  notify: {
    heading: 'Benachrichtigungen',
    switch: 'Desktop-Benachrichtigungen',
    hint: 'Zeigt eine Benachrichtigung auf dem Desktop, auch wenn Bulkpay im Hintergrund ist: ein Team-Zahlungslauf wartet auf Ihre Freigabe, eine Freigabe auf dem Telefon hat noch 10 Minuten, eine Sammelzahlung wurde nur teilweise bezahlt.',
    blocked:
      'Benachrichtigungen von Bulkpay sind blockiert. Erlauben Sie sie in den Website-Einstellungen des Browsers und schalten Sie dies dann erneut ein.',
    unsupported: 'Dieser Browser kann keine Benachrichtigungen anzeigen.',
    releaseTitle: 'Ein Zahlungslauf wartet auf Ihre Freigabe',
    releaseBody_one: '{{file}}: {{count, number}} Zahlung, {{total}}',
    releaseBody_other: '{{file}}: {{count, number}} Zahlungen, {{total}}',
    approvalTitle: 'Weniger als 10 Minuten für die Freigabe auf dem Telefon',
    approvalBody_one:
      'Eine Sammelzahlung mit {{count, number}} Zahlung, {{total}}, wird nur bezahlt, wenn Sie sie rechtzeitig freigeben.',
    approvalBody_other:
      'Eine Sammelzahlung mit {{count, number}} Zahlungen, {{total}}, wird nur bezahlt, wenn Sie sie rechtzeitig freigeben.',
    partlyTitle: 'Eine Sammelzahlung wurde nur teilweise bezahlt',
    partlyBody:
      '{{paid, number}} von {{total, number}} Zahlungen bezahlt: {{paidAmount}} bezahlt, {{notPaidAmount}} nicht bezahlt.',
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
    editProfileButton: 'Profil bearbeiten',
    removeProfile: 'Profil entfernen',
    title: 'Einstellungen',
    language: 'Sprache',
    languageHint: 'Folgt der Sprache des Computers, bis Sie hier eine wählen.',
    thisComputer: 'Dieser Computer',
    systemLanguage: 'Wie der Computer ({{language}})',
    languageUnreadable:
      '{{language}} konnte nicht geladen werden, daher bleibt das Fenster, wie es war. Starten Sie Bulkpay neu (im Browser: laden Sie die Seite neu) und wählen Sie die Sprache erneut.',
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
    payee_id: 'Empfänger-ID',
  },
  msg: {
    debtor_account_mismatch:
      'Laut Datei wird von {{fileIban}} (DbtrAcct) gezahlt, Sie haben aber {{chosenIban}} gewählt; wählen Sie dieses Konto oder bestätigen Sie, dass dieses Konto zahlen soll.',
    payee_is_paying_account:
      'Dies zahlt an {{account}} ({{iban}}), das Konto, von dem die Sammelzahlung gezahlt wird; die Bank lehnt deshalb die ganze Sammelzahlung ab. Korrigieren Sie die IBAN des Empfängers oder entfernen Sie die Zeile.',
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
    run_draft_not_found:
      'Dieser Zahlungslauf ist nicht mehr gespeichert (er wurde gesendet oder verworfen); importieren Sie die Datei erneut.',
    run_not_found: 'Dieser Zahlungslauf ist nicht im Verlauf.',
    run_draft_other_profile:
      'Dieser Zahlungslauf wurde unter einem anderen Bankprofil begonnen; wechseln Sie zu diesem Profil zurück, um ihn fortzusetzen, oder importieren Sie die Datei erneut.',
    run_draft_already_sent:
      'Diese Datei wurde bereits an die Bank gesendet; öffnen Sie sie im Verlauf, statt sie erneut zu senden. Verwerfen Sie diesen Lauf auf der Startseite.',
    file_errors: 'Die Datei kann nicht als Zahlungen gelesen werden: {{first}}',
    inbox_team_only:
      'Dateien dem Team zur Freigabe einzureichen braucht den Teammodus; verbinden Sie sich zuerst mit dem Team.',
    inbox_folder:
      'Der ERP-Eingangsordner kann nicht verwendet werden; wählen Sie einen Ordner, in den Sie schreiben dürfen.',
    inbox_rejected: 'Bulkpay hat diese Datei nicht übernommen; die Notiz daneben im Ordner rejected sagt, warum.',
    inbox_file_not_found:
      'Diese Datei aus dem ERP liegt nicht mehr im Eingangsordner; importieren Sie sie selbst, falls Sie sie haben.',
    outbox_folder:
      'Der ERP-Ausgangsordner kann nicht verwendet werden; wählen Sie einen Ordner, in den Sie schreiben dürfen.',
    outbox_write:
      'Ein Bericht konnte nicht in den ERP-Ausgang geschrieben werden; prüfen Sie den Ordner und den freien Speicher.',
    run_empty: 'Aus {{name}} wurde nichts gesendet; es gibt nichts zu berichten.',
    statement_too_large:
      'Der Zeitraum enthält mehr Umsätze, als ein Auszug fassen kann; wählen Sie einen kürzeren Zeitraum.',
    statement_period:
      'Der Zeitraum ist ungültig: Der Beginn muss am oder vor dem Ende liegen, innerhalb der letzten 365 Tage der Bank.',
    payment_account_id_invalid:
      '„{{value}}“ ist keine Zahlungskonto-ID für {{account}}: Sie muss eine UUID sein, wie die Bank sie angibt.',
    payment_account_id_needed:
      'Die Bank führt {{account}} mit dem Code „{{code}}“, das ist nicht die Zahlungskonto-ID (eine UUID), die eine Sammelzahlung braucht; geben Sie die Zahlungskonto-ID dieses Kontos einmal ein, wie die Bank sie angibt.',
    balance_unknown:
      'Die Bank hat den verfügbaren Saldo von {{account}} nicht genannt, daher konnte Bulkpay die Summen nicht damit vergleichen. Die Bank prüft jede Sammelzahlung bei Eingang und lehnt eine ab, die der Saldo nicht deckt; prüfen Sie den Saldo bei Ihrer Bank vor dem Senden.',
    team_not_connected: 'Dieser Rechner ist mit keiner Team-Datenbank verbunden.',
    usage: 'Dem Befehl fehlen Angaben; siehe seine Hilfe.',
    team_tls_required: 'Für {{host}} ist TLS erforderlich; entfernen Sie sslmode=disable aus der Adresse.',
    team_server_too_old: 'Der Server der Team-Datenbank ist zu alt; Bulkpay braucht PostgreSQL 13 oder neuer.',
    team_ctype:
      'Die Team-Datenbank auf {{host}} verwendet den Zeichentyp „{{ctype}}“, der Groß- und Kleinbuchstaben außerhalb von A–Z nicht gleichsetzen kann; ein Admin legt die Datenbank mit einer UTF-8-Locale an (zum Beispiel LC_CTYPE ‚C.UTF-8‘ oder eine ICU-Locale) und verbindet sich erneut.',
    team_send_interrupted:
      'Die Team-Datenbank hat während des Sendens dieses Laufs nicht mehr geantwortet: {{sent}} von {{total}} Sammelzahlungen wurden gesendet, nicht mehr. Senden Sie den Lauf erneut von diesem oder einem anderen Rechner, sobald die Team-Datenbank antwortet: Die Bank zahlt nichts doppelt.',
    team_database_behind:
      'Die Team-Datenbank kennt $t(counts.bulks, {"count": {{count}} }) nicht, die dieser Rechner an die Bank gesendet hat (die letzte aus {{file}}, am {{date}}): Sie wurde wahrscheinlich aus einer älteren Sicherung wiederhergestellt. Nichts wurde gesendet. Führen Sie `bulkpay team import-history` auf diesem Rechner aus (und auf jedem Rechner, der seit der Sicherung Zahlungen gesendet hat), um sie zurückzuholen, und senden Sie dann erneut.',
    team_record_after_send_unanswered:
      'Sammelzahlung {{bulk}} wurde gesendet; die Team-Datenbank hat beim Speichern nicht mehr geantwortet, daher ist sie vielleicht schon im Team-Verlauf, vielleicht noch nicht. Aus diesem Lauf wurde nichts weiter gesendet. Öffnen Sie den Lauf, sobald die Team-Datenbank antwortet: Wird er als gesendet angezeigt, ist nichts mehr zu tun; sonst senden Sie ihn erneut: Die Bank zahlt nichts doppelt.',
    team_record_after_send:
      'Sammelzahlung {{bulk}} wurde gesendet, aber die Team-Datenbank hat sie nicht gespeichert; aus diesem Lauf wurde nichts weiter gesendet. Senden Sie den Lauf erneut, sobald die Team-Datenbank antwortet: Die Bank zahlt nichts doppelt.',
    team_run_not_found: 'In der Team-Datenbank gibt es keinen Lauf {{id}}.',
    four_eyes:
      'Vier-Augen-Prinzip: Ein Lauf muss von jemand anderem als der vorbereitenden Person freigegeben werden; bitten Sie einen Freigeber darum.',
    not_allowed_for_role:
      'Ihre Team-Rolle erlaubt das nicht (Sie sind {{user}} auf {{host}}); bitten Sie einen Bulkpay-Administrator, Ihre Rolle zu ändern.',
    bulk_followed_elsewhere:
      'Ein anderer Arbeitsplatz verfolgt diese Sammelzahlung jetzt bei der Bank; ihr Ergebnis wird dort geschrieben und hier angezeigt, sobald es sich ändert.',
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
    team_schema_older:
      'Die Team-Datenbank ist älter als dieses Bulkpay (Team-Schema {{have}}, dieses Bulkpay braucht {{want}}); nichts wurde gesendet. Ein Administrator aktualisiert sie zuerst (verbindet sich mit „Installieren oder aktualisieren“); senden Sie den Lauf danach erneut.',
    team_schema_needs_install:
      'Das Team-Schema muss installiert oder aktualisiert werden (Version {{have}} → {{want}}); ein Administrator verbindet sich mit „Installieren oder aktualisieren“.',
    team_run_tampered:
      'Die Zahlungen des Laufs {{file}} entsprechen nicht dem, was die Team-Datenbank für ihn erfasst hat (die Datei enthält $t(counts.payments, {"count": {{counted}} }), die Team-Datenbank {{recorded}}, oder Empfänger, Beträge oder Summen weichen ab): Sie wurden nach der Vorbereitung geändert. Nichts wurde freigegeben oder gesendet; geben Sie den Lauf an den Vorbereiter zurück.',
    team_upgrade_lock_timeout:
      'Die Aktualisierung der Team-Datenbank auf {{host}} wurde abgebrochen: Sie hat zu lange auf Tabellen gewartet, die Bulkpay-Arbeitsplätze gerade benutzten, und die Version, die sie gerade einspielte, wurde nicht übernommen (zuvor eingespielte Versionen bleiben; Einstellungen → Team und `bulkpay team status` zeigen die Version der Datenbank). Versuchen Sie die Aktualisierung erneut, wenn weniger Personen arbeiten (zum Beispiel außerhalb der Bürozeiten); die Arbeitsplätze arbeiten in der Zwischenzeit weiter mit der Datenbank.',
    team_install_privilege:
      'Die Datenbankanmeldung {{user}} darf das Team-Schema auf {{host}} nicht installieren: Sie benötigt CREATEROLE und CREATE auf der Datenbank {{database}}. Bitten Sie Ihre IT- oder Datenbankadministration, diese Rechte zu erteilen oder das Schema mit einer Anmeldung zu installieren, die sie hat.',
    team_connection_changed:
      'Die Verbindung zur Team-Datenbank hat sich beim Öffnen geändert (Team verlassen oder mit einer anderen verbunden); versuchen Sie es erneut.',
    team_leave_unconfirmed:
      'Der Team-Modus wird erst verlassen, wenn die Team-Datenbank bestätigt, dass Sie Bulkpay-Administrator sind, und sie ist gerade nicht erreichbar; versuchen Sie es erneut, wenn sie antwortet.',
    team_leave_needs_admin:
      'Nur ein Bulkpay-Administrator kann den Team-Modus auf einem Computer verlassen (Sie sind {{user}}, {{role}}); bitten Sie einen Administrator Ihres Teams darum.',
    team_release_duplicates:
      'Dieser Lauf teilt $t(counts.payments, {"count": {{count}} }) (Zeile {{lines}}) mit einem anderen Team-Lauf, der bereits freigegeben oder gesendet ist; die Freigabe würde diese Zeilen doppelt bezahlen. Geben Sie den Lauf an den Vorbereiter zurück oder bestätigen Sie, dass Sie sie erneut bezahlen wollen.',
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
    team_takeover_not_sending:
      'Dieser Lauf wird von niemandem gesendet, es gibt also nichts zu übernehmen; senden Sie ihn, sobald er freigegeben ist.',
    team_takeover_already_sent: 'Dieser Lauf wurde bereits gesendet; es gibt nichts zu übernehmen.',
    team_takeover_claim_live_one:
      'Dieser Lauf wird von {{by}} auf {{host}} gesendet, dessen Arbeitsplatz seine Reservierung gerade erneuert hat; falls dieser Arbeitsplatz angehalten hat, kann der Lauf in {{count, number}} Minute übernommen werden.',
    team_takeover_claim_live_other:
      'Dieser Lauf wird von {{by}} auf {{host}} gesendet, dessen Arbeitsplatz seine Reservierung gerade erneuert hat; falls dieser Arbeitsplatz angehalten hat, kann der Lauf in {{count, number}} Minuten übernommen werden.',
    team_takeover_claim_live_seconds_one:
      'Dieser Lauf wird von {{by}} auf {{host}} gesendet, dessen Arbeitsplatz das Senden gerade bestätigt hat; falls dieser Arbeitsplatz angehalten hat, kann der Lauf in {{count, number}} Sekunde übernommen werden.',
    team_takeover_claim_live_seconds_other:
      'Dieser Lauf wird von {{by}} auf {{host}} gesendet, dessen Arbeitsplatz das Senden gerade bestätigt hat; falls dieser Arbeitsplatz angehalten hat, kann der Lauf in {{count, number}} Sekunden übernommen werden.',
    team_export_unreachable:
      'Der Team-Verlauf kann jetzt nicht exportiert werden: Die Team-Datenbank ist nicht erreichbar, und der Verlauf dieses Computers ist nur ein Teil davon. Versuchen Sie es erneut, wenn die Team-Datenbank antwortet.',
    no_team_address: 'Das Team hat für dieses Bankprofil keine andere Adresse; öffnen Sie die Einstellungen erneut.',
    address_change_needs_confirmation: 'Bestätigen Sie die neue Bankadresse von „{{name}}“: {{from}} → {{to}}.',
    address_confirmation_expired:
      'Diese Bestätigung gilt nicht mehr (verwendet, abgelaufen oder Bulkpay neu gestartet); speichern Sie die neue Adresse erneut.',
    profile_address_moved:
      'Die Bankadresse dieses Profils wurde inzwischen geändert; öffnen Sie es erneut und prüfen Sie sie.',
    team_address_changed: 'Das Team hat die Adresse erneut geändert; prüfen Sie sie und übernehmen Sie sie erneut.',
    team_profile_exists:
      'Das Team hat bereits ein Bankprofil namens „{{name}}“; es steht in der Liste der Profile. Verwenden Sie es oder wählen Sie einen anderen Namen.',
    invalid_move:
      'Dieser Lauf ist inzwischen weiter (jemand hat ihn freigegeben, zurückgegeben oder gesendet); öffnen Sie ihn erneut, um seinen Stand zu sehen.',
    name_missing: 'Der Empfängername fehlt; geben Sie den Namen der Person oder Firma ein, die das Geld erhält.',
    non_sepa_characters:
      '{{field}} enthält {{characters}}, die diese Bank nicht annimmt; sie kann sie ersetzen oder ablehnen. Schreiben Sie sie so, wie die Bank sie annimmt (Umschreiben).',
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
    total_line:
      'Zeile {{line}} sieht wie eine Summenzeile aus und ist keine Zahlung; sie wird nicht übernommen (entfernen Sie sie aus der Datei, wenn sie eine Zahlung ist).',
    separate_confirmation_needed:
      'Einige Zahlungen brauchen vor dem Senden eine eigene Bestätigung ({{sent}} bereits gesendet, {{changed}} an geänderte Bankverbindungen): „Ich habe diese Warnungen geprüft“ gilt nicht für erneutes Bezahlen oder geänderte Bankverbindungen.',
    payee_bank_details_changed:
      'Dieser Empfänger wurde bisher auf {{oldIban}} bezahlt (zuletzt am {{lastPaid}}); diese Zahlung geht an {{newIban}}, ein Konto, auf das er nie bezahlt wurde. Bestätigen Sie die Änderung telefonisch beim Empfänger (nicht per E-Mail), bevor Sie senden.',
    payee_new: 'Dieser Empfänger wurde noch nie bezahlt; prüfen Sie Name und IBAN anhand der Rechnung.',
    iban_other_payee:
      '{{iban}} wurde bereits unter dem Namen eines anderen Empfängers bezahlt („{{otherName}}“); prüfen Sie, ob das Konto wirklich diesem Empfänger gehört.',
    amount_unusual:
      '{{amount}} {{currency}} weicht stark von den üblichen Beträgen dieses Empfängers ab (Median {{median}} {{currency}}); prüfen Sie den Betrag.',
    payee_blocked:
      '{{iban}} ist im Empfängerverzeichnis gesperrt; entfernen Sie die Zeile oder heben Sie die Sperre unter Empfänger auf, falls sie ein Versehen war.',
    name_lookalike_characters:
      'Der Empfängername enthält Zeichen, die anderen gleichen oder die Anzeige umdrehen: „{{escaped}}“; geben Sie den Namen neu ein.',
    unclosed_quote:
      'Ein Feld in Anführungszeichen ab Zeile {{line}} endet nie; fügen Sie das fehlende schließende Anführungszeichen (") hinzu.',
    decimal_mark_unclear:
      'Das Dezimalzeichen ist unklar: Die ersten Zeilen werden mit „{{first}}“ als Dezimalzeichen gelesen, spätere Zeilen verwenden „{{later}}“. Wählen Sie das Dezimalzeichen (in der Kommandozeile: --decimal dot oder --decimal comma) und prüfen Sie die Datei dann erneut.',
    column_missing:
      'Spalte fehlt: {{field}}. Benennen Sie die Spalten in der Kopfzeile (siehe CSV-Vorlage) oder wählen Sie die Spalte im Zuordnungsschritt.',
    binary_file:
      'Dies ist keine Textdatei; wählen Sie die CSV- oder XML-Datei, die Ihr ERP oder Ihre Tabelle exportiert hat.',
    empty_file: 'Die Datei ist leer; wählen Sie die Datei mit den Zahlungen.',
    file_too_large: 'Die Datei ist zu groß; teilen Sie sie in kleinere Dateien auf.',
    account_not_iban:
      'Das Konto des Empfängers „{{value}}“ ist keine IBAN (es ist eine andere Kontonummer); Sammelzahlungen gehen nur an IBAN-Konten: fragen Sie den Empfänger nach seiner IBAN.',
    amount_equivalent:
      'Der Betrag ist als {{amount}} {{currency}} angegeben, umzurechnen in {{transferCurrency}}; die Bank nimmt den Betrag in der Währung, die gezahlt wird: exportieren Sie ihn als Auftragsbetrag (InstdAmt).',
    structured_reference_several:
      'Diese Zahlung trägt {{count}} strukturierte Referenzen ({{references}}); die Bank nimmt eine pro Zahlung, und Bulkpay fügt sie nicht zusammen. Teilen Sie sie in Ihrem System in eine Zahlung pro Referenz auf oder senden Sie die Referenzen als Verwendungszweck.',
    reference_documents_only:
      'Die Zahlung nennt nur die Rechnung oder das Dokument ({{documents}}), das die Bank nicht weitergeben kann; geben Sie in Ihrem System die Referenz des Empfängers oder einen Verwendungszweck an und exportieren Sie die Datei erneut.',
    xml_too_deep:
      'Die XML-Datei verschachtelt ihre Elemente mehr als {{max}} Ebenen tief (Zeile {{line}}); eine Zahlungsdatei ist nie so tief, daher wurde sie nicht gelesen. Exportieren Sie die Datei erneut aus Ihrem System.',
    xml_value_too_long:
      'Die XML-Datei hat einen Wert mit {{length}} Zeichen (Zeile {{line}}); die Werte einer Zahlungsdatei haben höchstens {{max}}, daher wurde sie nicht gelesen. Exportieren Sie die Datei erneut aus Ihrem System.',
    pain001_version_unsupported:
      'Dies ist eine ISO-20022-Datei {{format}}, eine Version, die Bulkpay nicht liest; exportieren Sie die Zahlungen als pain.001.001.03 oder pain.001.001.09 (auch deren deutsche DK- und Schweizer Varianten werden gelesen) oder als CSV.',
    no_payments: 'Die Datei enthält keine Zahlungen; prüfen Sie, ob Sie die richtige Datei gewählt haben.',
    malformed_xml: 'Die XML-Datei ist beschädigt oder unvollständig; exportieren Sie sie erneut aus Ihrem System.',
    unsupported_format:
      'Diese XML ist keine ISO-20022-pain.001-Zahlungsdatei; exportieren Sie die Zahlungen als pain.001 oder CSV.',
    validation: 'Einige Zahlungen haben Probleme; beheben Sie diese vor dem Senden.',
    account_not_found:
      'Die Bank führt für den angemeldeten Kunden kein Konto {{account}}; wählen Sie eines von: {{choices}}.',
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
      'Das QSEAL-Zertifikat gilt erst ab {{date}}; importieren Sie es ab diesem Tag erneut oder prüfen Sie die Uhr des Computers.',
    certificate_unreadable: 'Das Zertifikat in {{file}} kann nicht gelesen werden; exportieren Sie es erneut als PEM.',
    consent_cancelled: 'Die Anmeldung wurde abgebrochen; melden Sie sich erneut an, um fortzufahren.',
    credentials_missing:
      'Das Client-Geheimnis von „{{name}}“ ist nicht mehr im Schlüsselbund; aktualisieren Sie die genehmigte Anwendung in den Einstellungen, um es erneut zu speichern.',
    cursor_unknown: 'Die Liste hat sich geändert; aktualisieren Sie sie.',
    database_too_new:
      'Der Datenordner wurde von einem neueren Bulkpay geschrieben; aktualisieren Sie Bulkpay, um ihn zu öffnen.',
    database_unavailable:
      'Der Datenordner kann nicht geöffnet werden; prüfen Sie, ob er existiert und beschreibbar ist.',
    start_failed: 'Bulkpay konnte nicht fertig starten: {{reason}}. Schließen Sie Bulkpay und starten Sie es erneut.',
    demo_unavailable: 'Die Demobank konnte nicht starten; starten Sie Bulkpay neu.',
    demo_account_unknown: 'Die Demobank hat kein solches Konto; wählen Sie eines aus der Liste.',
    desktop_only: 'Dies funktioniert nur in der Desktop-App.',
    export_failed:
      'Die Datei konnte nicht geschrieben werden; wählen Sie einen Ordner mit Schreibrechten und exportieren Sie erneut.',
    export_too_large: 'Zu viele Zeilen für einen Export; grenzen Sie die Suche oder den Zeitraum ein.',
    file_total_over_balance:
      'Die Sammelzahlungen ergeben zusammen {{totalAmount, money}}, mehr als die auf {{account}} verfügbaren {{availableAmount, money}}. Jede wird gesendet, aber ab Sammelzahlung {{bulk}} (Zeilen {{firstLine}}–{{lastLine}}) enden Zahlungen mangels Saldo als „nicht gesendet“, sofern nicht vor der Verarbeitung durch die Bank Geld eingeht. Zahlen Sie Geld ein oder senden Sie weniger Zahlungen.',
    review_has_errors_one:
      'Die Datei hat Fehler in {{count, number}} Zeile. Korrigieren oder entfernen Sie sie und prüfen Sie dann erneut.',
    review_has_errors_other:
      'Die Datei hat Fehler in {{count, number}} Zeilen. Korrigieren oder entfernen Sie diese Zeilen und prüfen Sie dann erneut.',
    bulk_over_balance:
      'Sammelzahlung {{bulk}} (Zeilen {{firstLine}}–{{lastLine}}) ergibt {{totalAmount, money}}, mehr als die auf {{account}} verfügbaren {{availableAmount, money}}; die Bank würde sie ablehnen. Zahlen Sie Geld ein oder entfernen Sie Zahlungen und prüfen Sie dann erneut.',
    sheet_unknown:
      'Die Arbeitsmappe hat kein Blatt „{{sheet}}“; ihre Blätter sind {{sheets}}. Wählen Sie eines nach Name oder Nummer.',
    spreadsheet_ods:
      'Dies ist eine OpenDocument-Tabelle (.ods), die Bulkpay nicht liest. Öffnen Sie sie in LibreOffice Calc oder Excel, speichern Sie sie als Excel (.xlsx) oder CSV und wählen Sie diese Datei.',
    spreadsheet_unreadable:
      'Die Tabelle kann nicht gelesen werden: Sie ist womöglich beschädigt, enthält kein Blatt oder ist zu groß (über 20 MB, 200.000 Zeilen oder 200 Spalten). Speichern Sie sie erneut als .xlsx oder CSV oder teilen Sie sie in kleinere Dateien auf.',
    file_unreadable: 'Die Datei kann nicht gelesen werden; wählen Sie sie erneut.',
    forbidden: 'Diese Anfrage ist nicht erlaubt.',
    insufficient_balance: 'Das verfügbare Guthaben des Kontos reicht für diese Sammelzahlung nicht.',
    internal:
      'In Bulkpay ist ein Fehler aufgetreten ({{reason}}); versuchen Sie es erneut und starten Sie die App neu, falls es wieder passiert.',
    invalid_request: 'Die Anfrage war ungültig; laden Sie die Ansicht neu und versuchen Sie es erneut.',
    key_certificate_mismatch: 'Der private Schlüssel gehört nicht zu diesem Zertifikat; wählen Sie das passende Paar.',
    key_damaged:
      'Der gespeicherte Schlüssel ist beschädigt; importieren Sie die Schlüsseldatei in den Einstellungen erneut.',
    key_file_not_picked: 'Keine Schlüsseldatei gewählt; wählen Sie sie erneut.',
    key_file_too_large:
      '{{file}} ist {{size}} KB groß, zu groß für einen Schlüssel oder ein Zertifikat (höchstens {{max}} KB); wählen Sie die Schlüssel-, Zertifikats- oder .p12/.pfx-Datei.',
    key_file_unreadable:
      '{{file}} kann nicht gelesen werden ({{reason}}): Wurde die Datei verschoben, wählen Sie sie am neuen Ort; dürfen Sie sie nicht lesen, kopieren Sie sie an einen lesbaren Ort und wählen Sie die Kopie.',
    key_missing:
      'Für dieses Profil ist kein Schlüssel gespeichert; importieren Sie die Schlüsseldatei in den Einstellungen.',
    key_not_rsa: 'Der Schlüssel ist kein RSA-Schlüssel; die Bank verlangt einen RSA-QSEAL-Schlüssel.',
    key_too_small:
      'Der private Schlüssel hat {{bits}} Bit; die Bank verlangt mindestens {{min}}. Erzeugen Sie einen neuen Schlüssel mit mindestens {{min}} Bit und besorgen Sie ein Zertifikat dafür.',
    key_unreadable:
      'Der private Schlüssel in {{file}} kann nicht gelesen werden; exportieren Sie ihn erneut als PEM (PKCS#1 oder PKCS#8).',
    keychain_unavailable:
      'Der Schlüsselbund des Computers ist nicht verfügbar; entsperren oder installieren Sie ihn und versuchen Sie es erneut.',
    missing_settings: 'Einige Bankeinstellungen fehlen; setzen Sie sie und versuchen Sie es erneut.',
    no_active_profile: 'Kein Bankprofil ist aktiv; wählen Sie eines in den Einstellungen.',
    no_application: 'Dieses Profil hat noch keine Bankanwendung; schließen Sie das Onboarding in den Einstellungen ab.',
    no_certificate: 'Für dieses Profil ist kein Zertifikat gespeichert; importieren Sie es in den Einstellungen.',
    no_private_key: 'Die Datei enthält keinen privaten Schlüssel; wählen Sie die Schlüsseldatei.',
    no_signing_key:
      'Das Bankprofil „{{name}}“ hat noch keinen QSEAL-Schlüssel; importieren Sie einen in den Einstellungen.',
    not_found: 'Nicht gefunden; es wurde eventuell entfernt.',
    not_onboarded:
      'Das Bankprofil „{{name}}“ hat noch keine genehmigte Anwendung; schließen Sie die Registrierung in den Einstellungen ab.',
    not_signed_in: 'Sie sind nicht bei der Bank angemeldet; melden Sie sich an und versuchen Sie es erneut.',
    offline: 'Die Bank ist nicht erreichbar; prüfen Sie die Verbindung und versuchen Sie es erneut.',
    onboarding_login_required:
      'Melden Sie sich zuerst im Entwicklerportal der Bank an und setzen Sie dann das Onboarding fort.',
    open_file_unreadable: 'Bulkpay konnte {{file}} nicht öffnen; öffnen Sie die Datei erneut über den Import.',
    passphrase_required:
      'Der Schlüssel in {{file}} ist geschützt; geben Sie die Passphrase oder das Passwort ein und versuchen Sie es erneut.',
    payment_not_found: 'Diese Zahlung ist nicht im Verlauf auf diesem Computer.',
    plan_changed: 'Die Zahlungen haben sich nach der Prüfung geändert; prüfen Sie sie vor dem Senden erneut.',
    profile_not_found: 'Dieses Bankprofil existiert nicht mehr; wählen Sie ein anderes.',
    psu_signed_out: 'Die Banksitzung ist beendet; melden Sie sich erneut an.',
    resend_blocked:
      'Diese unbezahlten Zahlungen werden bereits erneut gesendet; warten Sie auf das Ergebnis dieser Sammelzahlung.',
    reveal_failed: '{{path}} konnte nicht im Dateimanager geöffnet werden ({{reason}}); öffnen Sie den Ordner selbst.',
    several_private_keys: 'Die Datei enthält mehrere private Schlüssel; wählen Sie eine Datei mit genau einem.',
    template_not_saved: 'Die Spaltenzuordnung konnte nicht gespeichert werden; versuchen Sie es erneut.',
    transaction_not_found:
      'Die Bank hat auf diesem Konto keinen Umsatz {{id}}; er kann älter als ein Jahr sein oder zu einem anderen Konto gehören. Laden Sie die Liste neu.',
    unknown_channel: 'Fenster und Kern von Bulkpay passen nicht zusammen; starten Sie Bulkpay neu.',
    use_renewal:
      'Der Schlüssel von „{{name}}“ ist bei der Bank registriert (Anwendung {{application}}); Schlüssel oder Zertifikat wechseln Sie unter Zertifikat erneuern in den Einstellungen.',
    upload_out_of_order: 'Die zu prüfenden Zeilen kamen in falscher Reihenfolge an; bitte erneut prüfen.',
    upload_unknown: 'Nicht alle zu prüfenden Zeilen sind angekommen; bitte erneut prüfen.',
    warnings_not_checked: 'Lesen und bestätigen Sie die Warnungen vor dem Senden.',
    wrong_passphrase: 'Die Passphrase öffnet {{file}} nicht; prüfen Sie sie und versuchen Sie es erneut.',
    paying_account_missing: 'Wählen Sie das Konto, von dem die Zahlung geht.',
    single_currency_mismatch:
      'Das gewählte Konto führt {{accountCurrency}}, und eine Einzelzahlung erfolgt in der Kontowährung. Wählen Sie ein {{currency}}-Konto oder ändern Sie die Währung auf {{accountCurrency}}.',
    pain001_execution_date_no_such_day:
      'Die Datei verlangt die Ausführung am {{date}} (ReqdExctnDt), einem Tag, den es nicht gibt; die Datei wurde vielleicht von Hand erstellt oder bearbeitet: Prüfen Sie ihre Daten oder exportieren Sie sie erneut.',
    date_no_such_day:
      'Den {{value}} gibt es im Kalender nicht: Monat {{month}} des Jahres {{year}} hat {{days}} Tage; prüfen Sie den Tag.',
    date_no_such_month:
      'Den {{value}} gibt es im Kalender nicht: Einen Monat {{month}} gibt es nicht (Monate sind 1–12); prüfen Sie den Monat.',
    due_date_invalid: '„{{value}}“ ist kein Datum; schreiben Sie es als JJJJ-MM-TT, z. B. {{today}}.',
    due_date_past:
      'Das Fälligkeitsdatum {{value}} liegt in der Vergangenheit; nehmen Sie heute ({{today}}) oder einen späteren Tag.',
    account_archived: 'Das Konto {{name}} ist archiviert und kann nicht zahlen; wählen Sie ein anderes Konto.',
    single_payment_invalid_one:
      'Die Zahlung wurde nicht gesendet: Ein Feld muss korrigiert werden; siehe die Meldung daneben.',
    single_payment_invalid_other:
      'Die Zahlung wurde nicht gesendet: {{count, number}} Felder müssen korrigiert werden; siehe die Meldung jeweils daneben.',
    invalid_iban: '„{{value}}“ ist keine gültige IBAN; geben Sie die Kontonummer wie auf der Rechnung an.',
    not_blocked: '{{iban}} ist im Empfängerverzeichnis nicht gesperrt.',
    payee_csv_columns:
      'Die Empfängerdatei braucht eine Kopfzeile mit mindestens den Spalten name und iban (gefunden: {{found}}).',
    payee_csv_rows: 'Nichts importiert; korrigieren Sie diese Zeilen und importieren Sie erneut: {{problems}}.',
    team_admin_release_needed:
      'Dieser Lauf liegt über dem Limit seines Erstellers, das der Team-Admin gesetzt hat: Ein Admin muss ihn freigeben.',
    team_second_approver_needed:
      'Sie haben diesen Lauf bereits genehmigt: Sein Betrag braucht eine zweite Genehmigung, also muss jemand anderes (nicht der Ersteller) ihn freigeben.',
    payee_trust_not_allowed:
      'Nur Genehmigende und Admins dürfen Empfänger im Empfängerbuch des Teams als vertrauenswürdig markieren, sperren oder entsperren; bitten Sie eine dieser Personen darum.',
    released_payee_blocked:
      'Der freigegebene Lauf {{file}} wurde nicht gesendet: {{name}} ({{iban}}) wurde nach der Freigabe im Empfängerbuch des Teams gesperrt, von {{by}} am {{on}}. Es wurde nichts gesendet. Bleibt die Sperre bestehen, geben Sie den Lauf an den Ersteller zurück, damit die Zahlung entfernt wird; war sie ein Versehen, hebt ein Genehmigender die Sperre unter Empfänger auf und der Lauf wird erneut gesendet.',
    released_payee_blocked_now:
      'Der freigegebene Lauf {{file}} wurde nicht gesendet: {{name}} ({{iban}}) ist im Empfängerbuch des Teams gesperrt. Es wurde nichts gesendet. Bleibt die Sperre bestehen, geben Sie den Lauf an den Ersteller zurück, damit die Zahlung entfernt wird; war sie ein Versehen, hebt ein Genehmigender die Sperre unter Empfänger auf und der Lauf wird erneut gesendet.',
    released_payee_blocked_noted:
      'Der freigegebene Lauf {{file}} wurde nicht gesendet: {{name}} ({{iban}}) wurde nach der Freigabe im Empfängerbuch des Teams gesperrt, von {{by}} am {{on}} („{{note}}“). Es wurde nichts gesendet. Bleibt die Sperre bestehen, geben Sie den Lauf an den Ersteller zurück, damit die Zahlung entfernt wird; war sie ein Versehen, hebt ein Genehmigender die Sperre unter Empfänger auf und der Lauf wird erneut gesendet.',
    team_run_payees_incomplete:
      'Die Team-Datenbank hat diesen Lauf abgelehnt: er muss das Konto (IBAN) jeder Zahlung nennen. Prüfen Sie die Datei erneut und reichen Sie sie aus einem aktuellen Bulkpay ein.',
    bank_says: 'Die Bank meldet: {{message}}',
    file_unreadable_not_pem:
      '{{file}} enthält keinen privaten Schlüssel und kein Zertifikat im PEM-Format und ist keine PKCS#12-Datei (.p12/.pfx).',
    file_unreadable_pkcs12: '{{file}} kann nicht als PKCS#12 gelesen werden; exportieren Sie die Datei erneut.',
    key_not_rsa_file:
      'Der private Schlüssel in {{file}} ist kein RSA-Schlüssel; die Bank akzeptiert nur RSA-Schlüssel (rsa-sha256).',
    key_not_rsa_type:
      'Der private Schlüssel ist ein {{type}}-Schlüssel; die Bank akzeptiert nur RSA-Schlüssel (rsa-sha256).',
    certificate_expired_import:
      'Das Zertifikat ist am {{date}} abgelaufen; erneuern Sie es bei Ihrem Vertrauensdiensteanbieter und importieren Sie das neue.',
    certificate_expired_profile:
      'Das QSEAL-Zertifikat von „{{name}}“ ist am {{date}} abgelaufen, die Bank würde jede Anfrage ablehnen. Erneuern Sie es unter Einstellungen → Zertifikat erneuern.',
    inbox_folder_not_absolute:
      '{{folder}} ist kein vollständiger Pfad; wählen Sie den Ordner ab seinem Laufwerk oder Stammverzeichnis.',
    inbox_folder_missing: 'Den Ordner {{folder}} gibt es nicht; legen Sie ihn zuerst an oder wählen Sie einen anderen.',
    inbox_folder_not_writable:
      'Bulkpay darf nicht in {{folder}} schreiben; wählen Sie einen Ordner, in den Sie schreiben können.',
    outbox_folder_not_absolute:
      '{{folder}} ist kein vollständiger Pfad; wählen Sie den Ordner ab Laufwerk oder Wurzel.',
    outbox_folder_missing:
      'Den Ordner {{folder}} gibt es nicht; legen Sie ihn zuerst an oder wählen Sie einen anderen.',
    outbox_folder_not_writable:
      'Bulkpay darf nicht in {{folder}} schreiben; wählen Sie einen Ordner, in den Sie schreiben dürfen.',
    statement_period_invalid:
      'Der Zeitraum {{from}} bis {{to}} ist ungültig; geben Sie beide Daten als JJJJ-MM-TT an, den Anfang vor dem Ende.',
    statement_period_future:
      'Der Zeitraum endet am {{to}}, nach heute ({{today}}); lassen Sie ihn heute oder früher enden.',
    statement_period_too_old:
      'Die Bank listet nur Umsätze der letzten 365 Tage (ab {{oldest}}); wählen Sie einen Zeitraum, der danach endet.',
    warnings_not_checked_one:
      '{{count, number}} Warnung (eine mögliche Doppelzahlung oder eine bereits gesendete Zahlung) braucht „Ich habe diese Warnungen geprüft“ vor dem Senden.',
    warnings_not_checked_other:
      '{{count, number}} Warnungen (mögliche Doppelzahlungen oder bereits gesendete Zahlungen) brauchen „Ich habe diese Warnungen geprüft“ vor dem Senden.',
    export_too_large_transactions:
      'Dieses Konto hat zu viele Umsätze für einen Export; filtern Sie nach Status oder Datum.',
    payment_gone_not_confirmed:
      'Die Bank kennt diese Zahlung nicht mehr; sie wurde daher nicht bestätigt, und es wird kein Geld bewegt. Legen Sie sie neu an.',
    payment_confirmed_state_unknown:
      'Die Zahlung wurde bestätigt, aber ihr Status konnte gerade nicht gelesen werden. Bulkpay prüft weiter und zeigt das Ergebnis hier an.',
    payment_not_at_bank:
      'Die Bank hat keine solche Zahlung auf diesem Konto. Prüfen Sie das Konto oder legen Sie die Zahlung neu an.',
  },
  settingsPanels: {
    characterSet: 'Zeichen, die diese Bank annimmt',
    characterSetHint:
      'Namen und Verwendungszwecke mit anderen Zeichen erhalten vor dem Senden eine Warnung. Fragen Sie Ihre Bank, welche sie annimmt; im Zweifel den strengen Zeichensatz behalten.',
    characterSets: {
      epc_basic: "Streng EPC-Basis-Latein (A–Z, a–z, 0–9 und / - ? : ( ) . , ' +)",
      latin_letters: 'Lateinische Buchstaben inkl. ä ö ü å é ß …',
    },
    editProfileForm: 'Bankprofil bearbeiten',
    profileSaved: 'Profil gespeichert.',
    profileAdded: 'Profil hinzugefügt. Als Nächstes: den QSEAL-Schlüssel importieren.',
    editProfile: '{{name}} bearbeiten',
    profileName: 'Profilname',
    profileNameHint: 'Zum Beispiel der Name der Bank und „Produktion“.',
    baseUrl: 'Bankadresse (base_url)',
    baseUrlHint: 'Pfade für Registrierung, Einwilligung und Konten, aus der Dokumentation der Bank.',
    bulkBaseUrl: 'Adresse für Sammelzahlungen (bulk_base_url)',
    bulkBaseUrlHint: 'Die /api/v2/-Adresse für Sammelzahlungen, aus der Dokumentation der Bank.',
    save: 'Speichern',
    addProfileButton: 'Profil hinzufügen',
    cancel: 'Abbrechen',
    demoBadge: 'DEMO · kein echtes Geld',
    active: 'Aktiv',
    notOnboarded: 'Nicht registriert',
    bytes_one: '{{count, number}} Byte',
    bytes_other: '{{count, number}} Byte',
    kilobytes: '{{size, number}} KB',
    keyFiles: 'Schlüssel- und Zertifikatsdateien',
    chosenFiles: 'Gewählte Dateien',
    chooseOtherFiles: 'Andere Dateien wählen…',
    chooseKeyFiles: 'Schlüssel- und Zertifikatsdateien wählen…',
    passphrase: 'Passphrase oder PKCS#12-Passwort (falls der Schlüssel geschützt ist)',
    noKey: 'Kein Schlüssel',
    certificateExpired: 'Zertifikat abgelaufen',
    expiresInDays_one: 'Läuft in {{count, number}} Tag ab',
    expiresInDays_other: 'Läuft in {{count, number}} Tagen ab',
    notValidYet: 'Noch nicht gültig',
    certificateValid: 'Zertifikat gültig',
    expiredWarning:
      'Das QSEAL-Zertifikat von „{{name}}“ ist am {{date}} abgelaufen. Zahlungen über dieses Profil sind gesperrt, bis Sie es erneuern (Zertifikat erneuern, unten).',
    expiringWarning_one:
      'Das QSEAL-Zertifikat von „{{name}}“ läuft am {{date}} ab ({{count, number}} Tag). Bestellen Sie vorher ein neues bei Ihrem Vertrauensdiensteanbieter und erneuern Sie es unten.',
    expiringWarning_other:
      'Das QSEAL-Zertifikat von „{{name}}“ läuft am {{date}} ab ({{count, number}} Tage). Bestellen Sie vorher ein neues bei Ihrem Vertrauensdiensteanbieter und erneuern Sie es unten.',
    subject: 'Inhaber',
    issuer: 'Aussteller',
    organisationIdentifier: 'Organisationskennung',
    noneInCertificate: '(nicht im Zertifikat)',
    serialNumber: 'Seriennummer',
    validFrom: 'Gültig ab',
    validUntil: 'Gültig bis',
    key: 'Schlüssel',
    rsaBits: 'RSA {{bits}} Bit',
    fingerprint: 'SHA-256-Fingerabdruck',
    certificateHeading: 'QSEAL-Schlüssel und Zertifikat',
    noKeyYet:
      'Noch kein Schlüssel. Importieren Sie den privaten QSEAL-Schlüssel und das Zertifikat Ihres Vertrauensdiensteanbieters. Der Schlüssel bleibt im Schlüsselbund dieses Computers und wird nie wieder angezeigt.',
    awaitingCertificate:
      'Ein hier erzeugter Schlüssel wartet auf sein Zertifikat: Importieren Sie nur die Zertifikatsdatei, sobald Ihr Vertrauensdiensteanbieter sie schickt.',
    demoKey: 'Der Schlüssel der Demobank wird automatisch installiert.',
    keyRegistered:
      'Dieser Schlüssel ist bei der Bank registriert. Schlüssel oder Zertifikat wechseln Sie unten unter Zertifikat erneuern.',
    replaceKey: 'Schlüssel ersetzen',
    importKey: 'Schlüssel und Zertifikat importieren',
    checkAndImport: 'Prüfen und importieren',
    checking: 'Wird geprüft…',
    importHint:
      'Wählen Sie die Schlüsseldatei und die Zertifikatsdatei (PEM), eine PEM mit beidem oder eine .p12/.pfx-Datei. Schlüssel müssen RSA mit mindestens 2048 Bit sein.',
    keyImported: 'Schlüssel und Zertifikat wurden in den Schlüsselbund importiert.',
    csrNoKey: 'Noch kein Schlüssel? Schlüssel und Zertifikatsanforderung erzeugen',
    csrRenewing: 'Mit neuem Schlüssel erneuern? Schlüssel und Zertifikatsanforderung erzeugen',
    csrDifferent: 'Anderen Schlüssel nötig? Schlüssel und Zertifikatsanforderung erzeugen',
    csrIntro:
      'Bulkpay erzeugt den privaten Schlüssel im Schlüsselbund dieses Computers und gibt Ihnen eine Zertifikatsanforderung (CSR) für Ihren qualifizierten Vertrauensdiensteanbieter. Wenn das Zertifikat eintrifft, importieren Sie es oben oder, sobald das Profil registriert ist, unter Zertifikat erneuern.',
    csrDone:
      'Schlüssel erzeugt und im Schlüsselbund gespeichert. Senden Sie die Anforderung an Ihren Vertrauensdiensteanbieter.',
    country: 'Land (zwei Buchstaben)',
    organisationName: 'Name der Organisation',
    organisationIdentifierPsd2: 'Organisationskennung (PSD2-Zulassungsnummer)',
    organisationIdentifierHint:
      'Zum Beispiel PSDFI-FINFSA-1234567-8; Ihr Vertrauensdiensteanbieter nennt Ihnen die genaue Form.',
    commonName: 'Allgemeiner Name (CN)',
    keySize: 'Schlüssellänge',
    rsaBitsOnly: '{{bits}} Bit',
    recommendedBits: '{{bits}} Bit (empfohlen)',
    generating: 'Schlüssel wird erzeugt…',
    generate: 'Schlüssel und Anforderung erzeugen',
    csrText: 'Zertifikatsanforderung (öffentlich; kann gefahrlos verschickt werden)',
    saveAsFile: 'Als Datei speichern',
    renewal: 'Zertifikat erneuern',
    renewalIntro:
      'Wenn Ihr Vertrauensdiensteanbieter ein neues QSEAL-Zertifikat ausstellt, registrieren Sie es hier. Der bisherige Schlüssel signiert weiter, bis die Bank das neue Zertifikat bestätigt; dann wechselt Bulkpay sofort.',
    renew: 'Prüfen und bei der Bank erneuern',
    renewing: 'Wird erneuert…',
    renewalHint:
      'Wählen Sie das neue Zertifikat, dazu die neue Schlüsseldatei, falls sich der Schlüssel geändert hat (oder eine .p12/.pfx). Ein Zertifikat für einen hier erzeugten Schlüssel braucht keine Schlüsseldatei.',
    renewed: 'Zertifikat erneuert: Die Bank hat es bestätigt, Bulkpay signiert jetzt damit.',
    renewLoginHint: 'Melden Sie sich oben unter Registrierung bei der Bank an und erneuern Sie dann erneut.',
    dataFolder: 'Datenordner',
    dataFolderIn: 'Zahlungsverlauf, Protokolle und versiegelte Schlüsseldateien liegen in',
    dataFolderKeys:
      'Private Schlüssel und Client-Geheimnisse liegen im Schlüsselbund des Systems, nie lesbar in diesem Ordner.',
    showDataFolder: 'Datenordner anzeigen',
    bannerExpired:
      'Das QSEAL-Zertifikat von „{{name}}“ ist am {{date}} abgelaufen: Zahlungen sind gesperrt, bis es erneuert ist.',
    bannerExpiring_one: 'Das QSEAL-Zertifikat von „{{name}}“ läuft am {{date}} ab (noch {{count, number}} Tag).',
    bannerExpiring_other: 'Das QSEAL-Zertifikat von „{{name}}“ läuft am {{date}} ab (noch {{count, number}} Tage).',
    renewInSettings: 'In den Einstellungen erneuern',
    demoRestored: 'Demobank wieder hinzugefügt.',
    restoreDemo: 'Demobank wieder hinzufügen',
    demoToolsTitle: 'In der Demobank ausprobieren',
    demoToolsText:
      'Kein echtes Geld: Zahlen Sie Geld auf ein Demokonto ein, um eine große Gehaltszahlung auszuprobieren, oder beginnen Sie die Demo von vorn.',
    demoAccount: 'Demokonto',
    demoAmount: 'Einzuzahlender Betrag',
    demoAddFunds: 'Geld einzahlen',
    demoFundsAdded: '{{amount}} auf {{account}} eingezahlt.',
    demoAmountProblem: 'Geben Sie einen Betrag über null ein, etwa {{example}}.',
    demoReset: 'Demobank zurücksetzen',
    demoResetConfirm:
      'Die Demobank auf ihren ersten Tag zurücksetzen? Die Salden beginnen von vorn, ihre Sammelzahlungen und Umsätze werden vergessen und Sie melden sich erneut an. Ihr Verlauf auf diesem Computer bleibt.',
    demoResetDone: 'Die Demobank ist wieder an ihrem ersten Tag. Melden Sie sich unter Konten erneut an.',
    noProfile: 'Kein Bankprofil',
    noProfileAction:
      'Legen Sie ein Bankprofil mit den Adressen Ihrer Bank an, importieren Sie dann Ihren QSEAL-Schlüssel und führen Sie die Registrierung durch.',
    activated: 'Zahlungen laufen jetzt über {{name}}.',
    confirmRemoveDemo: 'Demobank entfernen? Das kann nicht rückgängig gemacht werden.',
    confirmRemove:
      '„{{name}}“ entfernen und Schlüssel und Client-Geheimnis aus dem Schlüsselbund löschen? Das kann nicht rückgängig gemacht werden.',
    profileRemoved: 'Profil entfernt.',
    approvedToast: 'Die Bank hat die Anwendung genehmigt: Client-ID und Geheimnis gespeichert.',
    onboarding: 'Registrierung bei der Bank',
    approvedClientId: 'Genehmigt · Client-ID {{id}}',
    notApprovedYet: 'Noch nicht genehmigt',
    demoApplication: 'Die Anwendung der Demobank wird automatisch genehmigt und eingerichtet.',
    certificateFirst:
      'Importieren Sie zuerst QSEAL-Schlüssel und Zertifikat: Die Bank registriert die Anwendung mit dem Zertifikat.',
    onboardingAccount: 'Registrierungskonto',
    loggedInAs: 'Angemeldet als {{email}} bis {{time}}.',
    logOut: 'Abmelden',
    loginEnded:
      'Ihre Anmeldung zur Registrierung ist abgelaufen (die Bank erlaubt 5 Minuten). Geben Sie das Passwort erneut ein, um fortzufahren.',
    application: 'Anwendung',
    applicationRegistered: 'Anwendung bei der Bank registriert. Sie wartet jetzt auf die Genehmigung der Bank.',
    showApplications: 'Meine Anwendungen anzeigen',
    applicationLinked: 'Anwendung mit diesem Profil verknüpft.',
    approval: 'Genehmigung',
    approvedStored:
      'Genehmigt. Client-ID und Geheimnis sind gespeichert (das Geheimnis im Schlüsselbund); Zahlungen können signiert werden.',
    waitingApproval: 'Warten auf die Genehmigung der Anwendung {{id}} durch die Bank.',
    approvedShort: 'Genehmigt: Client-ID und Geheimnis gespeichert.',
    notApprovedRefresh: 'Noch nicht genehmigt. Später erneut aktualisieren.',
    refreshApproval: 'Genehmigung aktualisieren',
    afterRegistered: 'Nachdem die Anwendung registriert ist, aktualisieren Sie hier, bis die Bank sie genehmigt.',
    accountCreated: 'Registrierungskonto angelegt.',
    signupForm: 'Für die Registrierung anmelden',
    loginForm: 'Bei der Registrierung anmelden',
    newToBank: 'Neu bei dieser Bank: registrieren',
    haveAccount: 'Ich habe ein Registrierungskonto: anmelden',
    onboardingEmail: 'E-Mail für die Registrierung',
    firstName: 'Vorname',
    lastName: 'Nachname',
    onboardingPassword: 'Passwort für die Registrierung',
    passwordHintSignup: 'Mindestens 8 Zeichen. Bulkpay speichert es nicht.',
    passwordHintLogin: 'Bulkpay speichert es nicht; die Anmeldung gilt 5 Minuten.',
    signupAndLogin: 'Registrieren und anmelden',
    logIn: 'Anmelden',
    registerForm: 'Anwendung registrieren',
    organisationUrl: 'Webadresse der Organisation',
    registering: 'Wird registriert…',
    register: 'Anwendung mit dem Zertifikat registrieren',
    noApplications: 'Für dieses Registrierungskonto gibt es noch keine Anwendungen.',
    applicationsCaption: 'Anwendungen des Registrierungskontos',
    organisation: 'Organisation',
    approved: 'Genehmigt',
    waitingForApproval: 'Wartet auf Genehmigung',
    usedByProfile: 'Von diesem Profil verwendet',
    useForProfile: 'Für dieses Profil verwenden',
    demoName: 'Demobank (Testumgebung, kein echtes Geld)',
  },
  accountsScreens: {
    account: 'Konto',
    ibanOrUk: 'IBAN / UK-Kontonummer',
    sortCode: 'Sort Code {{sortCode}} · Konto {{account}}',
    available: 'Verfügbar',
    booked: 'Gebucht',
    blocked: 'Gesperrt',
    feesPayable: 'Offene Gebühren',
    state: 'Status',
    accountState: {
      active: 'Aktiv',
    },
    noAccounts: 'Keine Konten',
    noAccountsAction: 'Die Bank hat für diesen Kunden keine Konten geliefert.',
    archivedCount: 'Archivierte Konten ({{count, number}})',
    archived: 'Archivierte Konten',
    chooseAccount: 'Wählen Sie ein Konto, um seine Umsätze zu sehen.',
    sessionEnded: 'Ihre Banksitzung ist beendet.',
    waitingFor: 'Wartet: {{actions}}.',
    signInAgain: 'Erneut anmelden',
    waitingToContinue: 'Wartet auf Fortsetzung: {{actions}}.',
    cancelWaiting: 'Wartende Aktionen abbrechen',
    afterApproval: 'Nach der Freigabe setzt Bulkpay fort: {{actions}}.',
    executed: 'Ausgeführt',
    e2e: 'E2E {{id}}',
    filterTransactions: 'Umsätze filtern',
    show: 'Anzeigen',
    all: 'Alle',
    paid: 'Bezahlt',
    scheduled: 'Geplant',
    direction: 'Richtung',
    inAndOut: 'Ein- und ausgehend',
    incoming: 'Eingehend',
    outgoing: 'Ausgehend',
    from: 'Von',
    to: 'Bis',
    exported: '{{file}} exportiert.',
    noMatching: 'Im letzten Jahr passen keine Umsätze zu diesen Filtern.',
    noTransactions: 'Keine Umsätze im letzten Jahr.',
    bookedExecuted: 'Gebucht / ausgeführt',
    counterpartyReference: 'Gegenpartei und Referenz',
    amount: 'Betrag',
    transaction: 'Umsatz',
    closeTransaction: 'Umsatz schließen',
    close: 'Schließen',
    counterparty: 'Gegenpartei',
    debtor: 'Zahler',
    creditor: 'Empfänger',
    bookingDate: 'Buchungsdatum',
    dueDate: 'Fälligkeitsdatum',
    message: 'Verwendungszweck',
    reference: 'Referenz',
    endToEndId: 'End-to-End-ID',
    method: 'Verfahren',
    description: 'Beschreibung',
    transactionId: 'Umsatz-ID',
    unknown: 'unbekannt',
    bankState: {
      unverified: 'Wartet auf Freigabe',
      verified: 'Freigegeben, noch nicht bezahlt',
      paid: 'Bezahlt',
      notenoughbalance: 'Nicht gesendet: Guthaben reicht nicht',
      cancelled: 'Storniert',
      scheduled: 'Geplant',
      other: 'Sonstiges ({{state}})',
    },
    newPayment: 'Neue Einzelzahlung',
    payFrom: 'Zahlen von',
    accountOption: '{{name}} · {{iban}} · verfügbar {{available}}',
    receiverName: 'Name des Empfängers',
    bicOptional: 'BIC (optional)',
    currency: 'Währung',
    messageToReceiver: 'Verwendungszweck für den Empfänger',
    endToEndIdOptional: 'End-to-End-ID (optional)',
    creating: 'Wird angelegt…',
    createPayment: 'Zahlung anlegen',
    receiver: 'Empfänger',
    createdNotConfirmed: 'Angelegt, nicht bestätigt',
    checkAndConfirm: 'Zahlung prüfen und bestätigen',
    paymentFinished: 'Zahlung abgeschlossen',
    paymentOnItsWay: 'Zahlung unterwegs',
    confirmIntro:
      'Die Bank hat diese Zahlung angelegt, führt sie aber erst aus, wenn Sie bestätigen. Die Bestätigung startet die Freigabe auf Ihrem Telefon.',
    approveOnPhone:
      'Geben Sie die Zahlung auf Ihrem Telefon frei. Bulkpay verfolgt ihren Status, bis sie bezahlt oder gescheitert ist.',
    paymentProgress: 'Zahlungsfortschritt',
    outcome: {
      paid: 'Die Zahlung wurde ausgeführt.',
      notenoughbalance:
        'Das Konto hatte nicht genug Guthaben, die Zahlung wurde nicht ausgeführt. Zahlen Sie Geld ein oder wählen Sie ein anderes Konto und legen Sie sie erneut an.',
      cancelled: 'Die Zahlung wurde bei der Bank storniert und nicht ausgeführt.',
    },
    confirming: 'Wird bestätigt…',
    confirmPayment: 'Zahlung bestätigen',
    newPaymentButton: 'Neue Zahlung',
    discard: 'Verwerfen',
    action: {
      loadingAccounts: 'Laden der Konten',
      loadingTransactions: 'Laden der Umsätze',
      loadingTransaction: 'Laden des Umsatzes',
      checkingAccount: 'Prüfung des Zahlungskontos',
      creatingPayment: 'Anlegen der Zahlung',
      confirmingPayment: 'Bestätigen der Zahlung',
      checkingPayment: 'Prüfung der Zahlung',
      sendingBulk: 'Senden der Sammelzahlung',
      checkingBulk: 'Prüfung der Sammelzahlung',
      resendingBulks: 'Erneutes Senden unbestätigter Sammelzahlungen',
    },
  },
  payees: {
    title: 'Empfänger',
    introTeam:
      'Alle, die das Team von irgendeinem Rechner bezahlt hat, mit jedem Konto, auf das sie bezahlt wurden: das Empfängerbuch des Teams. Zahlungen werden vor Freigabe und Senden dagegen geprüft: ein geändertes Konto, ein neuer Empfänger, ein unter anderem Namen bezahltes Konto und ein ungewöhnlicher Betrag stehen in ihrer Zeile; ein gesperrtes Konto hält die Zahlung an.',
    teamJudgesOnly:
      'Nur Genehmigende und Admins markieren Konten im Empfängerbuch des Teams als vertrauenswürdig, sperren oder entsperren sie; bitten Sie eine dieser Personen darum. Empfänger und Notizen können Sie durch den Import einer Empfängerdatei hinzufügen.',
    intro:
      'Alle, die von diesem Rechner bezahlt wurden, mit jedem Konto, auf das sie bezahlt wurden. Zahlungen werden vor dem Senden gegen diese Liste geprüft: ein geändertes Konto, ein neuer Empfänger, ein unter anderem Namen bezahltes Konto und ein ungewöhnlicher Betrag stehen in ihrer Zeile; ein gesperrtes Konto hält die Zahlung an.',
    search: 'Name oder IBAN suchen',
    filter: 'Anzeigen',
    all: 'Alle',
    export: 'CSV exportieren',
    importCsv: 'CSV importieren',
    none: 'Noch keine Empfänger: die Liste füllt sich, wenn Zahlungen gesendet werden.',
    noneMatch: 'Kein Empfänger passt.',
    name: 'Empfänger',
    iban: 'IBAN',
    state: 'Vertrauen',
    count: 'Zahlungen',
    lastPaid: 'Zuletzt bezahlt',
    note: 'Notiz',
    actions: 'Aktionen',
    accountOnly: '(nur Konto)',
    wasBlocked: 'war gesperrt',
    payments: 'Zahlungen',
    trustAction: 'Vertrauen',
    blockAction: 'Sperren…',
    unblockAction: 'Entsperren',
    reason: 'Grund der Sperre',
    blockConfirm: '{{iban}} sperren',
    recent: '$t(counts.payments, {"count": {{count}} }); die letzten Beträge:',
    trusted: '{{iban}} ist vertraut.',
    blocked: '{{iban}} ist gesperrt: Zahlungen dorthin werden angehalten.',
    unblocked: '{{iban}} ist nicht mehr gesperrt.',
    imported: '$t(counts.rows, {"count": {{count}} }) importiert.',
    trust: {
      new: 'Neu',
      known: 'Bekannt',
      trusted: 'Vertraut',
      blocked: 'Gesperrt',
    },
  },
  validateText: {
    summary_one:
      '{{file}}: {{count, number}} Zahlung in $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    summary_other:
      '{{file}}: {{count, number}} Zahlungen in $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    withBom: '{{encoding}} mit BOM',
    csvFormat: 'CSV, Trennzeichen "{{delimiter}}", Dezimalzeichen {{decimal}}',
    encoding: 'Zeichenkodierung {{encoding}}: {{reason}}.',
    encodingReason: {
      bom: 'die Datei beginnt mit einer Bytereihenfolge-Markierung (BOM)',
      utf16_zero_bytes: 'jedes zweite Byte ist null, wie in UTF-16-Text',
      valid_utf8: 'jedes Byte ist gültiges UTF-8',
      mostly_utf8: 'die Datei ist UTF-8 bis auf einige ungültige Bytes (jede solche Zeile hat einen Fehler)',
      not_utf8: 'die Bytes sind kein UTF-8, und Windows-1252 schreibt Excel unter Windows in Westeuropa',
      chosen: 'Sie haben sie gewählt',
    },
    sheetRead: 'Gelesenes Blatt: „{{sheet}}“ von {{sheets}}; ein anderes mit --sheet NAME oder NUMMER wählen.',
    debtorAccount: 'Laut Datei wird von {{iban}} (DbtrAcct) gezahlt: wählen Sie dieses Konto beim Senden.',
    bulk_one: 'Sammelzahlung {{number}}: {{count, number}} Zahlung (Zeile {{first}}), Summe {{total}}',
    bulk_other: 'Sammelzahlung {{number}}: {{count, number}} Zahlungen (Zeilen {{first}}–{{last}}), Summe {{total}}',
    moreBulks: '… und {{count, number}} weitere Sammelzahlungen.',
    fileTotal: 'Summe der Datei: {{total}}',
    noAmounts: 'keine lesbaren Beträge',
    eachBulkApproval: 'Jede Sammelzahlung braucht ihre eigene Freigabe auf dem Telefon.',
    example: '(z. B. „{{preview}}“)',
    moreIn: '… und {{count, number}} weitere (alle in {{file}})',
    moreListThem: '… und {{count, number}} weitere (alle auflisten mit --all-problems DATEI)',
    errors:
      '$t(counts.errors, {"count": {{count}} }) in $t(counts.rows, {"count": {{rows}} }), $t(counts.kinds, {"count": {{kinds}} }):',
    warnings: '$t(counts.warnings, {"count": {{count}} }):',
    notReady: 'Nicht sendebereit: beheben Sie die Fehler oben.',
    ready: 'Keine Fehler: sendebereit.',
  },
  inboxWhy: {
    title: 'Bulkpay hat {{file}} nicht aus dem ERP-Eingang übernommen ({{at}}).',
    duplicate:
      'Warum: dieselbe Datei (derselbe Inhalt) wurde bereits am {{at}} als {{earlier}} abgeholt; Bulkpay nimmt jede Datei nur einmal, damit nichts doppelt gezahlt wird.',
    duplicateTodo:
      'Was tun: nichts, wenn das ERP sie versehentlich erneut gesendet hat. Um diese Zahlungen erneut zu zahlen, importieren Sie die Datei selbst im Bulkpay-Fenster.',
    why: 'Warum: {{reason}}',
    todo: 'Was tun: korrigieren Sie die Zahlungen im ERP und exportieren Sie sie erneut in den Eingang. Diese Datei bleibt zur Information hier und wird nicht erneut gelesen.',
  },
  cli: {
    profileCharacterSet: 'Bankprofil „{{name}}“: Zeichen, die die Bank annimmt: {{set}}.',
    payeesNone: 'Noch keine Empfänger im Verzeichnis; es füllt sich, wenn Zahlungen gesendet werden.',
    payeesHeading: '$t(counts.payeeAccounts, {"count": {{count}} }) im Verzeichnis',
    payeeBlocked: '{{iban}} ist gesperrt: Zahlungen dorthin werden abgelehnt ({{entries}} Einträge).',
    payeeTrusted: '{{iban}} ist vertraut.',
    payeeUnblocked: '{{iban}} ist nicht mehr gesperrt.',
    payeesImported: '$t(counts.rows, {"count": {{count}} }) ins Empfängerverzeichnis importiert.',
    payeesExported: 'Empfängerverzeichnis ({{count, number}} Zeilen) nach {{file}} geschrieben.',
    changedPayeesRefused_one:
      'bulkpay submit: nichts gesendet: $t(counts.payments, {"count": {{count}} }) würde an ein Konto gehen, auf das der Empfänger nie bezahlt wurde (Zeile {{lines}}). --accept-warnings deckt geänderte Bankverbindungen nicht ab. Bestätigen Sie jede Änderung telefonisch beim Empfänger und fügen Sie --confirm-changed-payees hinzu, oder vertrauen Sie zuerst der neuen IBAN: `bulkpay payees trust <IBAN>`.',
    changedPayeesRefused_other:
      'bulkpay submit: nichts gesendet: $t(counts.payments, {"count": {{count}} }) würden an ein Konto gehen, auf das der Empfänger nie bezahlt wurde (Zeilen {{lines}}). --accept-warnings deckt geänderte Bankverbindungen nicht ab. Bestätigen Sie jede Änderung telefonisch beim Empfänger und fügen Sie --confirm-changed-payees hinzu, oder vertrauen Sie zuerst der neuen IBAN: `bulkpay payees trust <IBAN>`.',
    payeeTrust: {
      new: 'neu',
      known: 'bekannt',
      trusted: 'vertraut',
      blocked: 'GESPERRT',
    },
    untilBankEnds: 'die Bank sie beendet',
    usingSessionOf:
      'Die früher freigegebene Banksitzung von {{email}} wird verwendet; sie gilt bis {{until}}. `bulkpay logout` beendet sie.',
    usingSession:
      'Die früher freigegebene Banksitzung wird verwendet; sie gilt bis {{until}}. `bulkpay logout` beendet sie.',
    askEmail: 'E-Mail bei der Bank:',
    askPassword: 'Passwort bei der Bank:',
    noCredentials:
      'E-Mail oder Passwort für die Bank fehlt. Setzen Sie BULKPAY_PSU_EMAIL und BULKPAY_PSU_PASSWORD oder führen Sie den Befehl in einem Terminal aus, um gefragt zu werden.',
    approveOnPhone:
      'Geben Sie die Anmeldung auf Ihrem Telefon frei. Prüfen Sie, dass es den Code {{code}} zeigt. Die Anfrage läuft um {{expires}} ab.',
    signInIncomplete: 'Die Anmeldung wurde nicht abgeschlossen.',
    signedInAs: 'Angemeldet als {{email}}; die Banksitzung gilt bis {{until}}.',
    sessionEnded: 'Die Banksitzung ist beendet; melden Sie sich erneut an, um fortzufahren.',
    signedInUntil: 'Angemeldet bis {{until}}.',
    signedIn: 'Angemeldet.',
    nothingToForget:
      'Nichts zu vergessen: Mit gesetztem BULKPAY_BASE_URL speichert Bulkpay keine Sitzung; das Token ist BULKPAY_TOKEN. Entfernen Sie es, um es nicht mehr zu verwenden.',
    notSignedIn: 'Nicht angemeldet: Es war keine Banksitzung gespeichert.',
    signedOutOf:
      'Abgemeldet ({{email}}): Die Banksitzung ist vergessen; der nächste Befehl verlangt eine neue Freigabe auf dem Telefon.',
    signedOut:
      'Abgemeldet: Die Banksitzung ist vergessen; der nächste Befehl verlangt eine neue Freigabe auf dem Telefon.',
    account: 'Konto',
    currency: 'Währung',
    available: 'Verfügbar',
    booked: 'Gebucht',
    blocked: 'Gesperrt',
    state: 'Status',
    archivedAccount: '{{name}} (archiviert)',
    unknown: 'unbekannt',
    noSuchBulk: 'im Verlauf dieses Datenordners (BULKPAY_DATA_DIR) gibt es keine Sammelzahlung {{id}}.',
    noBulks: 'Noch keine Sammelzahlungen im Verlauf.',
    bulkState: {
      sending: 'wird gesendet',
      unknown: 'Ergebnis unbekannt, wird weiter versucht',
      pending_approval: 'wartet auf Freigabe auf dem Telefon',
      processing: 'in Bearbeitung',
      approved: 'freigegeben',
      rejected: 'abgelehnt',
      not_accepted: 'von der Bank abgelehnt',
      not_sent: 'nicht gesendet',
      other: 'sonstiges ({{state}})',
    },
    minutesLeft: 'noch {{minutes}} Min. zur Freigabe',
    lastConfirmedAt:
      'letzter von der Bank bestätigter Status um {{time}} UTC: {{state}}; er kann sich seitdem geändert haben',
    lastConfirmedBefore:
      'letzter von der Bank vor diesem Lauf bestätigter Status (die Bank konnte seitdem nicht gefragt werden): {{state}}; er kann sich geändert haben',
    bulkLine: 'Sammelzahlung {{sequence}} {{id}}: {{payments}} Zahlungen, {{totals}}: {{state}}',
    bulkLineAgain: 'Sammelzahlung {{sequence}} (erneut gesendet) {{id}}: {{payments}} Zahlungen, {{totals}}: {{state}}',
    bulkChanged: 'Sammelzahlung {{sequence}} {{id}}: {{state}}',
    line: 'Zeile {{line}}',
    paymentState: {
      pending: 'ausstehend',
      paid: 'bezahlt',
      notenoughbalance: 'nicht gesendet: Guthaben reichte nicht',
      rejected: 'mit der Sammelzahlung abgelehnt',
      not_accepted: 'von der Bank abgelehnt',
      not_sent: 'nicht gesendet',
      scheduled: 'geplant',
    },
    importedInto: 'In „{{name}}“ importiert:',
    renewed: 'Erneuert: „{{name}}“ signiert jetzt mit dem neuen Schlüssel.',
    reviewLine:
      '{{file}}: $t(counts.payments, {"count": {{payments}} }) in $t(counts.bulks, {"count": {{bulks}} }) von {{account}}, {{available}} verfügbar',
    reviewBulk: 'Sammelzahlung {{bulk}}: {{payments}} Zahlungen (Zeilen {{first}}–{{last}}), gesamt {{totals}}',
    overBalance: 'mehr als das verfügbare Guthaben',
    errorsHeading: '{{count}} Fehler:',
    warningsHeading: '$t(counts.warnings, {"count": {{count}} }):',
    notSent: 'Nicht gesendet: {{reason}}',
    reviewOnly:
      'Nichts gesendet: nur Prüfung. Führen Sie den Befehl mit --yes erneut aus, um diese Sammelzahlungen zu senden.',
    reviewOnlyWarnings:
      'Nichts gesendet: nur Prüfung. Führen Sie den Befehl mit --yes --accept-warnings erneut aus (nachdem Sie die Warnungen oben geprüft haben), um diese Sammelzahlungen zu senden.',
    waitingForBulks: 'Warten auf die Freigabe auf dem Telefon und die Verarbeitung jeder Sammelzahlung durch die Bank…',
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
      first_approval: 'genehmigt (erste von zwei)',
      release_rule_changed: 'hat eine Freigaberegel geändert',
      prepared: 'hat vorbereitet',
      returned: 'hat zurückgegeben',
      released: 'hat freigegeben',
      sending: 'hat mit dem Senden begonnen',
      sent: 'hat an die Bank gesendet',
    },
    warning: {
      duplicate_in_file: 'Duplikate in der Datei',
      sent_recently: 'kürzlich bereits gesendet',
      payee_bank_details_changed: 'geänderte Bankverbindung',
      payee_new: 'neue Empfänger',
      iban_other_payee: 'Konto unter anderem Namen bezahlt',
      amount_unusual: 'ungewöhnliche Beträge',
      name_lookalike_characters: 'verwechselbare Zeichen in Namen',
      sent_by_team: 'in einem kürzlichen Lauf des Teams',
      balance_unknown: 'Saldo unbekannt',
      file_total_over_balance: 'Summe über dem Saldo',
      non_sepa_characters: 'Zeichen, die die Bank nicht annimmt',
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
      payeeKeyUnicode:
        'Dieses Bulkpay liest Namen nach Unicode {{app}}, die Team-Datenbank nach Unicode {{tables}}: Vor einem Empfänger mit einem seltenen Zeichen im Namen kann hier gewarnt werden, ohne dass die Freigaberegel des Teams es tut, oder umgekehrt. Sagen Sie es Ihrem Team-Admin, der eine Bulkpay-Version anfordert, in der beide Versionen übereinstimmen.',
      schemaOld:
        'Das Team-Schema ist älter als dieses Bulkpay; ein Administrator verbindet erneut mit „Installieren oder aktualisieren“.',
      indexesBuilding_one:
        'Einer der Suchindizes der Team-Datenbank wird gerade aufgebaut: Suchen im Team-Verlauf können langsam sein, bis er fertig ist. Nichts zu tun.',
      indexesBuilding_other:
        '{{count, number}} Suchindizes der Team-Datenbank werden gerade aufgebaut: Suchen im Team-Verlauf können langsam sein, bis sie fertig sind. Nichts zu tun.',
      indexesMissing_one:
        'Einer der Suchindizes der Team-Datenbank fehlt oder blieb nach einem abgebrochenen Aufbau unfertig: Suchen im Team-Verlauf können langsam sein, bis er neu aufgebaut ist.',
      indexesMissing_other:
        '{{count, number}} Suchindizes der Team-Datenbank fehlen oder blieben nach einem abgebrochenen Aufbau unfertig: Suchen im Team-Verlauf können langsam sein, bis sie neu aufgebaut sind.',
      indexesAdmin:
        'Der Eigentümer der Team-Datenbank baut sie mit dem Team-Upgrade neu auf, wie im Leitfaden für Team-Administratoren beschrieben. Alle können währenddessen weiterarbeiten.',
      indexesAsk: 'Bitten Sie Ihren Team-Administrator, sie neu aufbauen zu lassen.',
      payeeNamesFilling:
        'Die Empfängernamen der Team-Historie werden gerade ergänzt: die Suche in der Team-Historie nach Empfänger kann langsam sein, bis das fertig ist. Nichts zu tun.',
      payeeNamesUnfilled:
        'Die Empfängernamen der Team-Historie blieben nach einem unterbrochenen Upgrade unfertig: die Suche in der Team-Historie nach Empfänger kann langsam sein, bis sie ergänzt sind. Der Eigentümer der Team-Datenbank schließt das mit dem Team-Upgrade ab, wie im Leitfaden für Team-Administratoren beschrieben. Alle können währenddessen weiterarbeiten.',
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
        'Dieser Lauf teilt $t(counts.payments, {"count": {{count}} }) (Zeile {{lines}}) mit einem anderen Team-Lauf, der freigegeben oder gesendet ist: Die Freigabe dieses Laufs bezahlt diese Zeilen doppelt.',
      payAgain: 'Ich will diese Zahlungen erneut bezahlen',
      plannedBulks: 'Sammelzahlungen dieses Laufs (von einem anderen Computer gesendet)',
      plannedBulk: 'Sammelzahlung {{index}}: $t(counts.payments, {"count": {{count}} }), {{total}}',
      underThreshold: 'Dieser Lauf liegt unter der Freigabegrenze des Teams: Eine zweite Person ist nicht nötig.',
      beingSent: 'Wird von {{user}} auf {{host}} gesendet.',
      sent: 'Von {{user}} auf {{host}} an die Bank gesendet. Der Kunde bestätigt jede Sammelzahlung wie gewohnt auf dem Telefon.',
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
      bulks: 'Sammelzahlungen bei der Bank',
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
      summary_one: '{{count}} Zahlung in $t(counts.bulks, {"count": {{bulks}} }), Summe {{total}}, von {{account}}.',
      summary_other:
        '{{count}} Zahlungen in $t(counts.bulks, {"count": {{bulks}} }), Summe {{total}}, von {{account}}.',
      submit_one: '{{count}} Zahlung zur Freigabe einreichen',
      submit_other: '{{count}} Zahlungen zur Freigabe einreichen',
      submitting: 'Reiche ein…',
      done: 'Eingereicht: Der Lauf wartet jetzt auf die Freigabe durch eine zweite Person.',
      doneNoRelease: 'Eingereicht: unter der Freigabegrenze, daher bereits freigegeben und sendbar.',
      open: 'Lauf öffnen',
    },
    guided: {
      step: 'Freigabe (Vier-Augen)',
      hint: 'Eine zweite Person prüft den Lauf und gibt ihn frei; dann wird er gesendet.',
      title: 'Wartet auf Freigabe',
      none: 'Von hier wurde kein Lauf eingereicht. Reichen Sie die Zahlungen im Schritt Prüfen zur Freigabe ein.',
      unreachable:
        'Das Einreichen wartet auf die Team-Datenbank: Sie ist gerade nicht erreichbar (siehe oben). Versuchen Sie es erneut, sobald sie antwortet.',
    },
  },
  erpReports: {
    runs: 'Zahlungsläufe',
    runsHint:
      'Jede gesendete Datei mit allen daraus gesendeten Sammelzahlungen (auch wenn sie nach einem Abbruch erneut gesendet wurde). Die Berichte umfassen den ganzen Lauf.',
    runsEmpty: 'Noch keine Datei gesendet. Jede gesendete Datei erscheint hier mit ihren Berichten.',
    runLine_one: '{{count, number}} Zahlung · Sammelzahlungen: {{bulks, number}} · zuletzt importiert {{date}}',
    runLine_other: '{{count, number}} Zahlungen · Sammelzahlungen: {{bulks, number}} · zuletzt importiert {{date}}',
    final: 'Abgeschlossen',
    inProgress: 'Noch nicht abgeschlossen',
    reportsOf: 'Berichte zu {{name}}',
    pdf: 'Bericht (PDF)',
    pdfBusy: 'Bericht wird erstellt…',
    pain002: 'pain.002',
    pain002Title: 'Zahlungsstatusbericht für Ihr ERP-System (ISO 20022)',
    runReport: 'Laufbericht',
    camt054Title: 'Belastungsanzeige dieser Sammelzahlung: ihre bezahlten Zahlungen als eine Buchung (ISO 20022)',
    saved: '{{what}} wurde in Ihren Downloads gespeichert.',
    outbox: 'ERP-Ausgangsordner',
    outboxHelp:
      'Wenn alle Sammelzahlungen eines Zahlungslaufs abgeschlossen sind, schreibt Bulkpay dessen pain.002-Statusbericht in diesen Ordner, vollständig oder gar nicht, damit Ihr ERP-System ihn importieren kann.',
    outboxOff: 'Aus.',
    outboxFolder: 'Ordner:',
    outboxChoose: 'Ordner wählen…',
    outboxTurnOff: 'Ausschalten',
    outboxSet: 'Statusberichte werden in {{folder}} gespeichert.',
    outboxIsOff: 'Der ERP-Ausgangsordner ist ausgeschaltet.',
    inbox: 'ERP-Eingang',
    inboxHelp:
      'Ihr ERP legt Zahlungsdateien (pain.001, CSV oder Excel) in diesen Ordner. Bulkpay liest jede neue Datei einmal, sobald sie vollständig geschrieben ist, und bietet sie auf der Startseite an. Eine Datei, die nicht gelesen werden kann, kommt in den Ordner „rejected“ mit einer Notiz, warum.',
    inboxTeam: 'Jede gute Datei dem Team zur Freigabe einreichen, statt sie auf der Startseite anzubieten',
    inboxTeamAccount: 'Zahlen von',
    inboxTeamSignIn: 'Melden Sie sich unter Konten an, um das Konto zu wählen, von dem das Team diese Dateien zahlt.',
    inboxSet: 'Bulkpay liest Zahlungsdateien aus {{folder}}.',
    inboxIsOff: 'Der ERP-Eingang ist ausgeschaltet.',
    statementFrom: 'Von',
    statementTo: 'bis',
    statementScheduled: 'geplante',
    statementScheduledTitle: 'Auch geplante (noch nicht gebuchte) Zahlungen als vorgemerkte Posten aufführen',
    statement: 'Kontoauszug (camt.053)',
    statementBusy: 'Alle Seiten werden gelesen…',
    statementWhat: 'Der Kontoauszug',
    busyOther: 'Ein anderer Bericht wird gerade erstellt; warten Sie, bis er fertig ist.',
    runPdf: 'Laufbericht (PDF)',
    runPdfTitle: 'Bericht über alle aus dieser Datei gesendeten Sammelzahlungen, für Freigebende und Prüfer',
    pain002BulkTitle: 'Zahlungsstatusbericht nur dieser Sammelzahlung für Ihr ERP-System (ISO 20022)',
  },
  fix: {
    gridLabel: 'Zahlungen in der Datei',
    gridHelp:
      'Die Pfeiltasten wechseln zwischen den Zellen, Enter bearbeitet eine Zelle, Enter speichert und Esc bricht ab, Tab verlässt die Tabelle. Strg+Z macht die letzte Änderung rückgängig.',
    line: 'Zeile',
    remove: 'Entfernen',
    cellLabel: '{{field}}, Zeile {{line}}: {{value}}',
    editorLabel: '{{field}}, Zeile {{line}}',
    empty: 'leer',
    inFile: 'In der Datei: {{raw}}',
    removeLine: 'Zeile {{line}} entfernen',
    removeTitle: 'Diese Zahlung entfernen (Rückgängig holt sie zurück)',
    noRows: 'Keine Zahlungen.',
    noProblemRows: 'Keine Zeilen mit Problemen.',
    removedLine: 'Zeile {{line}} entfernt.',
    editedCell: '{{field}} in Zeile {{line}} geändert.',
    undo: 'Rückgängig',
    undone: 'Rückgängig gemacht: {{what}}',
    dismiss: 'Schließen',
    groupTitle_one: '{{kind}}: {{count, number}} Zeile',
    groupTitle_other: '{{kind}}: {{count, number}} Zeilen',
    showMore_one: '{{count, number}} weitere Zeile zeigen',
    showMore_other: '{{count, number}} weitere Zeilen zeigen',
    ignoreColumn: 'Spalte {{field}} ignorieren',
    ignoredColumn_one: 'Spalte {{field}} ignoriert ({{count, number}} Zeile).',
    ignoredColumn_other: 'Spalte {{field}} ignoriert ({{count, number}} Zeilen).',
    previewCaption: 'So lesen sich die ersten Zeilen in den Zeichen, die die Bank annimmt',
    before: 'Vorher',
    after: 'Nachher',
    germanSpelling:
      'Deutsche Schreibweise (ä → ae, ö → oe, ü → ue); sonst ä → a, å → a, ö → o wie im Schwedischen und Finnischen',
    transliterate_one: '{{count, number}} Zeile in SEPA-Zeichen umschreiben',
    transliterate_other: 'Alle {{count, number}} Zeilen in SEPA-Zeichen umschreiben',
    transliterated_one: '{{count, number}} Zelle in die Zeichen umgeschrieben, die die Bank annimmt.',
    transliterated_other: '{{count, number}} Zellen in die Zeichen umgeschrieben, die die Bank annimmt.',
    charactersGroup_one:
      '{{count, number}} Zeile enthält in „{{field}}“ Zeichen, die diese Bank nicht annimmt: {{characters}} (Zeile {{lines}})',
    charactersGroup_other:
      '{{count, number}} Zeilen enthalten in „{{field}}“ Zeichen, die diese Bank nicht annimmt: {{characters}} (Zeilen {{lines}})',
    removeDuplicates_one: '{{count, number}} exakte Kopie entfernen',
    removeDuplicates_other: '{{count, number}} exakte Kopien entfernen',
    removedDuplicates_one: '{{count, number}} exakte Kopie entfernt.',
    removedDuplicates_other: '{{count, number}} exakte Kopien entfernt.',
    kind: {
      non_sepa_characters: 'Zeichen, die diese Bank nicht annimmt',
      duplicate_in_file: 'Mögliche Duplikate',
      sent_recently: 'Kürzlich gesendet',
      payee_bank_details_changed: 'Geänderte Bankverbindung',
      payee_new: 'Neue Empfänger',
      iban_other_payee: 'Konto unter anderem Namen bezahlt',
      amount_unusual: 'Ungewöhnliche Beträge',
      payee_blocked: 'Gesperrte Konten',
      name_lookalike_characters: 'Verwechselbare Zeichen in Namen',
      bank_rejected: 'Von der Bank abgelehnt',
      ragged_row: 'Zeilen mit zu vielen oder zu wenigen Spalten',
      iban_checksum: 'IBAN-Prüfziffern',
      iban_length: 'IBAN-Länge',
    },
    explain: {
      field_not_accepted_due_date: 'Sammelzahlungen werden sofort ausgeführt',
      field_not_accepted_payment_account: 'alle Zahlungen gehen vom gewählten Konto ab',
      field_not_accepted_execute_verification_of_payee: 'in einer Sammelzahlung nicht verfügbar',
      non_sepa_characters: 'die Bank kann sie ersetzen oder ablehnen',
      duplicate_in_file: 'gleicher Empfänger, Betrag und Verwendungszweck wie eine frühere Zeile',
      sent_recently: 'eine gleiche Zahlung wurde in den letzten 30 Tagen gesendet',
      payee_bank_details_changed: 'bisher auf ein anderes Konto bezahlt; telefonisch bestätigen',
      payee_new: 'noch nie bezahlt',
      iban_other_payee: 'das Konto wurde unter dem Namen eines anderen Empfängers bezahlt',
      amount_unusual: 'weit weg von den üblichen Beträgen',
      payee_blocked: 'im Empfängerverzeichnis gesperrt',
      name_lookalike_characters: 'Zeichen, die anderen gleichen oder den Text umdrehen',
      iban_checksum: 'eine Ziffer ist vielleicht vertippt; prüfen Sie die Kontonummern',
      iban_length: 'eine Ziffer fehlt vielleicht oder ist zu viel',
      iban_missing: 'geben Sie das Empfängerkonto ein',
      name_missing: 'geben Sie die Namen der Empfänger ein',
      amount_unreadable: 'nicht als Beträge lesbar; prüfen Sie das Dezimalzeichen',
      amount_too_many_decimals: 'runden Sie sie auf Cent',
      reference_missing: 'jede Zahlung braucht eine Referenz oder einen Verwendungszweck',
      sepa_not_eur: 'SEPA-Zahlungen sind in Euro',
    },
    columns: 'Spalten…',
    columnsTemplate: 'Spalten: {{name}}',
    rereadWarning:
      'Wenn Sie Kodierung, Trennzeichen, Dezimalzeichen oder Spalten ändern, wird die Datei neu gelesen und Ihre Änderungen gehen verloren.',
    currencyTitle: 'Die Währung des Auftraggeberkontos, verwendet für Zeilen ohne Währung',
    delimiterComma: 'Komma (,)',
    delimiterSemicolon: 'Semikolon (;)',
    delimiterTab: 'Tabulator',
    delimiterPipe: 'senkrechter Strich (|)',
    useSample: 'Beispieldatei verwenden',
    mappingRegion: 'Spalten',
    mappingHeading: 'Welche Spalte enthält was?',
    mappingIntro_one:
      '{{file}}: {{count, number}} Spalte, benannt in Zeile {{line, number}}. Aus den Spaltennamen erraten; ändern Sie, was nicht stimmt.',
    mappingIntro_other:
      '{{file}}: {{count, number}} Spalten, benannt in Zeile {{line, number}}. Aus den Spaltennamen erraten; ändern Sie, was nicht stimmt.',
    mappingNoNames:
      '{{file}}: Zeile {{line, number}} benennt keine der Spalten, die Bulkpay kennt. Wählen Sie die Zeile mit den Spaltennamen oder für jedes Feld eine Spalte.',
    headerLine: 'Die Spaltennamen stehen in',
    headerLineOption: 'Zeile {{line, number}}: {{text}}',
    notInFile: '— nicht in dieser Datei —',
    columnN: 'Spalte {{n}}',
    chooseColumns: 'Wählen Sie eine Spalte für {{fields}}.',
    preview: 'Vorschau',
    useColumns: 'Diese Spalten verwenden',
    cancel: 'Abbrechen',
    templateName: 'Name der Vorlage',
    templatePlaceholder: 'Als Vorlage speichern, z. B. ERP-Export',
    saveTemplate: 'Vorlage speichern',
    templateSaved: '„{{name}}“ gespeichert: Dateien mit diesen Überschriften verwenden sie automatisch.',
    required: 'Pflichtfeld',
    stageReading: 'Wird gelesen',
    stageMapping: 'Spalten werden übernommen',
    stageChecking: 'Zahlungen werden geprüft',
  },
  run: {
    stepsLabel: 'Schritte des Zahlungslaufs',
    stepImport: 'Import',
    stepFix: 'Korrigieren',
    stepReview: 'Prüfen',
    stepApprove: 'Am Telefon freigeben',
    stepOutcome: 'Ergebnis',
    hintImport: 'Wählen Sie die Zahlungsdatei aus Ihrem ERP oder Ihrer Tabelle.',
    hintFix: 'Korrigieren oder entfernen Sie jede fehlerhafte Zeile; Warnungen dürfen bleiben.',
    hintReview: 'Wählen Sie das zahlende Konto und prüfen Sie die Sammelzahlungen, bevor sie zur Bank gehen.',
    hintApprove: 'Geben Sie jede Sammelzahlung innerhalb einer Stunde in Ihrer Bank-App frei.',
    hintOutcome: 'Was mit dem Geld geschah, Sammelzahlung für Sammelzahlung.',
    state_done: '(erledigt)',
    state_current: '(Sie sind hier)',
    state_next: '(folgt)',
    nextIs: 'Danach: {{step}}.',
    resuming: 'Lauf wird wieder geöffnet: Datei wird neu gelesen, Ihre Änderungen werden wiederholt…',
    fixEmpty: 'Die Datei enthält keine Zahlungen zum Senden.',
    fixLeft_one: 'Noch {{count, number}} Fehler vor der Prüfung zu korrigieren.',
    fixLeft_other: 'Noch {{count, number}} Fehler vor der Prüfung zu korrigieren.',
    fixDone: 'Keine Fehler mehr: Prüfen Sie die Zahlungen vor dem Senden.',
    reviewTitle: '{{file}} prüfen',
    backToFix: '← Zurück zum Korrigieren',
    approvalsTitle_one: 'Es wird {{count, number}} Sammelzahlung gesendet',
    approvalsTitle_other:
      'Es werden {{count, number}} Sammelzahlungen gesendet: {{count, number}} Freigaben am Telefon',
    approvalsText_one: 'Die Sammelzahlung muss innerhalb einer Stunde in Ihrer Bank-App freigegeben werden.',
    approvalsText_other:
      'Die Bank nimmt höchstens 100 Zahlungen je Sammelzahlung an; deshalb braucht jede der {{count, number}} Sammelzahlungen ihre eigene Freigabe in Ihrer Bank-App, jeweils innerhalb einer Stunde. Eine nicht rechtzeitig freigegebene Sammelzahlung verfällt und zahlt nichts.',
    approvalsSend_one: '{{count, number}} Sammelzahlung senden',
    approvalsSend_other: '{{count, number}} Sammelzahlungen senden und jede freigeben',
    approvalsStop: 'Abbrechen: nicht senden',
    approveTitle: 'Am Telefon freigeben',
    approveLead_one:
      '{{count, number}} Sammelzahlung wartet auf Ihre Freigabe in der Bank-App. Diese Seite verfolgt sie selbst.',
    approveLead_other:
      '{{count, number}} Sammelzahlungen warten auf Ihre Freigabe in der Bank-App, je eine Freigabe. Diese Seite verfolgt sie selbst.',
    approveProcessing: 'Freigegeben: Die Bank zahlt. Das Ergebnis erscheint hier, sobald jede Zahlung eines hat.',
    outcomeTitle: 'Ergebnis',
    outcomeLead: '{{paid, number}} von {{total, number}} Zahlungen bezahlt.',
    outcomeAmounts: '{{paid}} bezahlt, {{notPaid}} nicht bezahlt.',
    outcomeBulks: 'Sammelzahlungen dieses Laufs',
    newRun: 'Neuen Zahlungslauf beginnen',
    partlyPaid:
      'Teilweise bezahlt ({{paid, number}} von {{total, number}}; {{paidAmount}} bezahlt, {{notPaidAmount}} nicht gesendet)',
    expired: 'Abgelaufen',
    rejected: 'Abgelehnt',
    expiredText:
      'Niemand hat ihn innerhalb einer Stunde in der Bank-App freigegeben, daher ist er abgelaufen. Nichts wurde bezahlt: Importieren Sie die Datei erneut, um diese Zahlungen zu senden.',
    rejectedText: 'In der Bank-App abgelehnt. Nichts wurde bezahlt.',
    cardPayments_one: '{{count, number}} Zahlung',
    cardPayments_other: '{{count, number}} Zahlungen',
    cardFrom: 'von {{account}}',
    cardDeadline: 'In der Bank-App freigeben: noch {{left}} von einer Stunde.',
    open: 'Öffnen',
    resendStart: 'Nicht gesendete Zahlungen erneut senden…',
    resendGroup: 'Nicht gesendete Zahlungen erneut senden',
    resendText: 'Sie gehen als neue Sammelzahlung mit neuer Referenz und brauchen eine neue Freigabe.',
    resendSend_one: '{{count, number}} Zahlung erneut senden',
    resendSend_other: '{{count, number}} Zahlungen erneut senden',
    resendSent_one: 'Die nicht gesendete Zahlung ging als neue Sammelzahlung; geben Sie sie am Telefon frei.',
    resendSent_other:
      'Die {{count, number}} nicht gesendeten Zahlungen gingen als neue Sammelzahlung; geben Sie sie am Telefon frei.',
    resendAccount: '{{name}} ({{iban}}), {{available}} verfügbar',
    cancel: 'Abbrechen',
    actorBank: 'die Bank',
    actorApp: 'Bulkpay',
    auditCreated_one: '{{count, number}} Zahlung ({{total}}) zum Senden erfasst',
    auditCreated_other: '{{count, number}} Zahlungen ({{total}}) zum Senden erfasst',
    auditResubmitted_one: '{{count, number}} unbezahlte Zahlung erneut als neue Sammelzahlung gesendet',
    auditResubmitted_other: '{{count, number}} unbezahlte Zahlungen erneut als neue Sammelzahlung gesendet',
    auditAccepted: 'die Bank nahm die Sammelzahlung an und bat um Freigabe am Telefon',
    auditNotAccepted: 'die Bank wies die Sammelzahlung zurück; nichts wurde bezahlt',
    auditNotSent: 'nicht gesendet: Bulkpay stoppte, bevor die Sammelzahlung abging',
    auditExported: 'für den Abgleich exportiert',
    auditErpReport: 'Statusbericht für das ERP geschrieben',
    auditConfirmed: 'Senden für die ganze Datei bestätigt',
    auditWaiting: 'wartet auf Freigabe am Telefon',
    auditApproved: 'am Telefon freigegeben; die Bank zahlt',
    auditPartly_one: 'am Telefon freigegeben; bezahlt, außer {{count, number}} nicht gesendet: Guthaben reichte nicht',
    auditPartly_other:
      'am Telefon freigegeben; bezahlt, außer {{count, number}} nicht gesendet: Guthaben reichte nicht',
    auditAllPaid: 'am Telefon freigegeben; alle Zahlungen bezahlt',
    auditExpired: 'abgelaufen: nicht innerhalb einer Stunde freigegeben; nichts bezahlt',
    auditRejected: 'am Telefon abgelehnt; nichts bezahlt',
    auditStatus: 'die Bank meldete: {{status}}',
    detailBack: '← Alle Zahlungen',
    detailTitle: 'Sammelzahlung {{sequence}} aus {{file}}',
    detailTitleSingle: 'Sammelzahlung {{sequence}}',
    detailIds: 'Sammelzahlungs-ID der Bank: {{id}} · gesendet {{sent}}',
    detailNoId: 'noch keine',
    detailFinal: ' · abgeschlossen {{at}}',
    detailPayments: 'Zahlungen der Sammelzahlung',
    detailPaymentsTitle: 'Zahlungen',
    detailLine: 'Zeile',
    detailStatus: 'Statusverlauf',
    detailReported: 'Was die Bank meldete',
    detailNotSent: ' ({{count, number}} nicht gesendet)',
    detailAudit: 'Was geschah, Schritt für Schritt',
    homeInboxNew_one: '{{count, number}} neue Datei aus dem ERP',
    homeInboxNew_other: '{{count, number}} neue Dateien aus dem ERP',
    homeInboxRejected: '{{file}} aus dem ERP konnte nicht gelesen werden: {{why}}',
    homeInboxRejectedWhere: 'Sie liegt in {{path}}, mit einer Notiz, warum.',
    homeInboxDismiss: 'Ausblenden',
    homeInboxDismissLabel: 'Den Hinweis zu {{file}} ausblenden',
    homeRuns: 'Laufende Zahlungsläufe',
    homeRunsEmpty:
      'Kein Zahlungslauf ist im Gange. Importieren Sie eine Zahlungsdatei (oder die Beispieldatei): Sie erscheint hier, bis jede Zahlung ein Ergebnis hat.',
    draftFix_one: 'Korrigieren: noch {{count, number}} Problem',
    draftFix_other: 'Korrigieren: noch {{count, number}} Probleme',
    draftReady: 'Bereit zur Prüfung',
    draftContinue: '{{file}} fortsetzen',
    draftDiscard: 'Verwerfen',
    draftDiscardLabel: 'Lauf von {{file}} verwerfen',
    draftChanged: 'geändert {{at}}',
    homeBulk: '{{file}} · Sammelzahlung {{sequence}}',
    homeBulkNoFile: 'Sammelzahlung {{sequence}}',
    homeOpenHint: 'Diesen Lauf bei seinem Schritt öffnen',
    homeLeft: 'noch {{left}} zur Freigabe',
    needsAttention: 'Braucht Aufmerksamkeit',
    refusedGroup: 'Von der Bank zurückgewiesene Zahlungen',
    refusedLeft_one:
      'Die Bank hat {{count, number}} Zahlung zurückgewiesen; sie bleibt in der Liste, um sie zu korrigieren und erneut zu senden.',
    refusedLeft_other:
      'Die Bank hat {{count, number}} Zahlungen zurückgewiesen; sie bleiben in der Liste, um sie zu korrigieren und erneut zu senden.',
    fixRefused_one: 'Zurückgewiesene Zahlung korrigieren',
    fixRefused_other: 'Die {{count, number}} zurückgewiesenen Zahlungen korrigieren',
    homeTitle: 'Start',
    homeNoBank: 'Es ist keine Bank eingerichtet, daher kann noch nichts gesendet werden.',
    homeSetUpBank: 'Bank einrichten',
    homeDemoStrong: 'Sie nutzen die Demobank.',
    homeDemoText:
      'Sie ist ein Simulator in Bulkpay: Es fließt kein echtes Geld, probieren Sie also alles aus. Ihre echte Bank richten Sie in den Einstellungen ein.',
    homeRealBank: 'Zahlungen laufen über {{bank}}. Echtes Geld fließt, sobald eine Sammelzahlung freigegeben ist.',
    homeFirstSteps: 'Was zuerst zu tun ist',
    homeSignInTitle: 'Als Kunde anmelden',
    homeSignedInAs: 'Angemeldet als {{email}}.',
    homeDemoSignInBefore: 'Bei der Demobank melden Sie sich an als',
    homeDemoSignInMiddle: 'mit dem Passwort',
    homeDemoSignInAfter: 'sein „Telefon“ gibt nach einigen Sekunden selbst frei.',
    homeSignInText:
      'Melden Sie sich mit dem Bankkunden an, dessen Konten zahlen, und geben Sie die Anmeldung am Telefon frei.',
    homeSeeAccounts: 'Konten ansehen',
    homeSignInButton: 'Unter Konten anmelden',
    homeImportTitle: 'Zahlungsdatei importieren',
    homeImportText:
      'Importieren Sie die CSV- oder pain.001-Datei aus Ihrem ERP oder Ihrer Tabelle, oder probieren Sie die Beispieldatei: acht Zahlungen, die problemlos durch die Demobank gehen.',
    useSample: 'Beispieldatei verwenden',
    useChangedSample: 'Zweite Beispieldatei verwenden',
    homeChangedSampleText:
      'Die zweite Beispieldatei wird gegen die Zahlungen der Demo aus dem letzten Monat geprüft: Die IBAN eines Lieferanten ist geändert, ein neuer Zahlungsempfänger kommt hinzu und eine bezahlte Rechnung wiederholt sich. Sehen Sie, wie Bulkpay sie aufhält, bevor etwas gesendet wird.',
    homeProfilesTitle: 'Ihre Bankprofile',
    homeRealBankTitle: 'Ihre echte Bank einrichten',
    homeProfilesText:
      'Bankprofile, QSEAL-Schlüssel, das Onboarding und die Zertifikatserneuerung finden Sie in den Einstellungen; dort ist auch die Demobank, um ohne echtes Geld zu üben.',
    homeRealBankText:
      'Wenn Sie für echte Zahlungen bereit sind, fügen Sie Ihre Bank in den Einstellungen hinzu: ihre Adressen, Ihren QSEAL-Schlüssel und das Onboarding. Die Demobank bleibt verfügbar.',
    homeSetUpYourBank: 'Bank einrichten',
    homeAccounts: 'Zahlende Konten',
    homeAccountsSignIn:
      'Melden Sie sich als Kunde an, um das verfügbare Guthaben jedes Kontos zu sehen, von dem Sie zahlen können.',
    homeLoadingAccounts: 'Konten werden geladen…',
    homeAccount: 'Konto',
    homeAvailable: 'Verfügbar',
    historySort: 'Sortierung',
    historySortBy: 'Sortieren nach',
    historySort_date: 'Datum',
    historySort_amount: 'Betrag',
    historySort_payee: 'Empfänger',
    historySort_state: 'Status',
    historyNoMatch: 'Keine Zahlung passt. Leeren Sie ein Feld, um die Suche zu erweitern.',
    historyEmpty:
      'Noch wurde nichts gesendet. Importieren Sie unter Zahlungen eine Zahlungsdatei und senden Sie sie: Jede Zahlung erscheint hier mit ihrem Ergebnis.',
    historyCount_one: '{{from, number}}–{{to, number}} von {{count, number}} Zahlung',
    historyCount_other: '{{from, number}}–{{to, number}} von {{count, number}} Zahlungen',
    historyCountMore_one: '{{from, number}}–{{to, number}} von mehr als {{count, number}} Zahlung',
    historyCountMore_other: '{{from, number}}–{{to, number}} von mehr als {{count, number}} Zahlungen',
    historyPrevious: 'Zurück',
    historyNext: 'Weiter',
    historyNoBulks:
      'Noch wurde keine Sammelzahlung gesendet. Jede gesendete Sammelzahlung erscheint hier mit ihrem Ergebnis.',
    paymentTitle: 'Zahlung',
    paymentTo: 'Zahlung an {{payee}}',
    paymentExact: 'Genau gesendeter Betrag',
    paymentEndToEnd: 'End-to-End-ID',
    paymentMethod: 'Verfahren',
    paymentInstant: '{{method}} (Echtzeit)',
    paymentFileLine: 'Datei und Zeile',
    paymentSingle: 'Einzelzahlung (nicht aus einer Datei)',
    paymentLine: 'Zeile {{line}}',
    paymentBooked: 'Gebucht',
    paymentBankId: 'Zahlungs-ID der Bank',
    paymentBankMessages: 'Meldungen der Bank',
    paymentOpenBulk: 'Zugehörige Sammelzahlung öffnen',
    paymentClose: 'Schließen',
    paymentAccountId: 'Zahlungskonto-ID',
    paymentAccountIdHint: 'einmal je Konto; danach gespeichert',
    saveLost:
      'Ihre letzten Änderungen an diesem Lauf können nicht über einen Neustart gespeichert werden (die Tabelle passt nicht mehr zur Datei). Schließen Sie den Lauf jetzt ab oder senden Sie ihn, oder importieren Sie die Datei erneut.',
    saveFailed:
      'Ihre letzten Änderungen an diesem Lauf wurden nicht gespeichert: {{reason}} Sie bleiben auf dem Bildschirm.',
    saveGone:
      'Dieser Lauf ist nicht mehr gespeichert (in einem anderen Fenster gesendet oder verworfen); Ihre Änderungen bleiben sichtbar, werden nach einem Neustart aber nicht angeboten.',
    notRestored:
      'Der Lauf für {{file}} ließ sich nicht genau so wiederherstellen, wie Sie ihn verlassen haben, und wurde daher nicht geöffnet: Beträge könnten in falschen Zeilen landen. Verwerfen Sie ihn auf der Startseite und importieren Sie die Datei erneut.',
    refusedUnmatched:
      'Die Tabelle hat sich während des Sendens geändert und lässt sich daher nicht den abgelehnten Zahlungen zuordnen. Prüfen Sie die Sammelzahlungen im Verlauf, bevor Sie erneut etwas senden.',
    confirmDiscard:
      'Den Lauf für {{file}} verwerfen? Ihre Änderungen daran gehen verloren; die Datei selbst bleibt unberührt.',
    rejectedOrExpired: 'Abgelehnt oder abgelaufen',
    rejectedOrExpiredText:
      'In der Bank-App abgelehnt oder nicht innerhalb einer Stunde freigegeben (Bulkpay hat nicht gesehen, was davon). Nichts wurde bezahlt: Importieren Sie die Datei erneut, um diese Zahlungen zu senden.',
    auditRejectedOrExpired:
      'abgelehnt oder abgelaufen (am Telefon abgelehnt oder nicht innerhalb einer Stunde freigegeben); nichts bezahlt',
    auditImported_one: 'hat die Datei importiert ({{count, number}} Zahlung)',
    auditImported_other: 'hat die Datei importiert ({{count, number}} Zahlungen)',
    auditOther: 'ein weiterer Schritt wurde aufgezeichnet (diese Bulkpay-Version kann ihn nicht beschreiben)',
    auditStatusOther:
      'die Bank meldete einen Status, den diese Bulkpay-Version nicht kennt; prüfen Sie die Sammelzahlung bei Ihrer Bank',
    sentOff_one:
      '{{count, number}} Zahlung ging an die Bank (Sammelzahlungen {{bulks}}) und hat diese Liste verlassen; verfolgen Sie sie unten unter Sammelzahlungen.',
    sentOff_other:
      '{{count, number}} Zahlungen gingen an die Bank (Sammelzahlungen {{bulks}}) und haben diese Liste verlassen; verfolgen Sie sie unten unter Sammelzahlungen.',
    sentKeep_one: 'Die {{count, number}} abgelehnte Zahlung bleibt hier: korrigieren, prüfen und erneut senden.',
    sentKeep_other: 'Die {{count, number}} abgelehnten Zahlungen bleiben hier: korrigieren, prüfen und erneut senden.',
    sentTableChanged:
      'Die Liste hat sich während des Sendens geändert; gleichen Sie sie mit den Sammelzahlungen unten ab, bevor Sie erneut senden.',
  },
  teamStore: {
    historyLocalOnly:
      'Es wird der Verlauf dieses Computers angezeigt: Die Team-Datenbank ist nicht erreichbar. Von anderen Arbeitsplätzen gesendete Sammelzahlungen fehlen, bis sie wieder antwortet.',
    importTitle: 'Der Verlauf dieses Arbeitsplatzes in der Team-Datenbank:',
    column: {
      table: 'Tabelle',
      here: 'hier',
      teamBefore: 'Team vorher',
      teamAfter: 'Team nachher',
      copied: 'jetzt kopiert',
      alreadyThere: 'schon vorhanden',
      inTeam: 'im Team gefunden',
    },
    table: {
      files: 'importierte Dateien',
      bulks: 'Sammelzahlungen',
      payments: 'Zahlungen',
      snapshots: 'Bankstatus',
      audit: 'Protokolleinträge',
    },
    importComplete: 'Jede Zeile dieses Arbeitsplatzes ist in der Team-Datenbank; ein erneuter Lauf fügt nichts hinzu.',
    importIncomplete:
      'Einige Zeilen dieses Arbeitsplatzes fehlen in der Team-Datenbank (siehe „im Team gefunden“); führen Sie den Import erneut aus, und wenn die Lücke bleibt, wenden Sie sich an Ihre Datenbankverwaltung.',
    unreachable:
      'Team-Datenbank nicht erreichbar: {{reason}}. Prüfen Sie das Netzwerk und ob der Server der Team-Datenbank läuft, und versuchen Sie es erneut.',
    nothingSent: 'Von diesem Lauf wurde nichts gesendet; senden Sie ihn erneut, sobald die Team-Datenbank antwortet.',
    followedBy:
      'Bei der Bank verfolgt von {{holder}} bis {{until}}; dieser Arbeitsplatz zeigt den dort gespeicherten Status.',
    templatesUsage: 'bulkpay team templates: nichts (Liste), push oder pull angeben.',
    templatesPushed_one: '{{count, number}} Spaltenzuordnung dieses Arbeitsplatzes in die Team-Datenbank kopiert.',
    templatesPushed_other: '{{count, number}} Spaltenzuordnungen dieses Arbeitsplatzes in die Team-Datenbank kopiert.',
    templatesPulled_one:
      '{{count, number}} Spaltenzuordnung des Teams auf diesen Arbeitsplatz kopiert (gleichnamige ersetzt).',
    templatesPulled_other:
      '{{count, number}} Spaltenzuordnungen des Teams auf diesen Arbeitsplatz kopiert (gleichnamige ersetzt).',
    templatesList: 'Spaltenzuordnungen des Teams: {{names}}',
    templatesNone:
      'Das Team hat noch keine gespeicherten Spaltenzuordnungen; `bulkpay team templates push` teilt die dieses Arbeitsplatzes.',
  },
  importVolume: {
    warningKind: '{{count, number}} × wie in Zeile {{line}}: {{message}}',
    showAllBulks_one: '{{count, number}} weitere Sammelzahlung zeigen',
    showAllBulks_other: 'Die übrigen {{count, number}} Sammelzahlungen zeigen',
    checking:
      '{{done, number}} von {{total, number}} Zeilen geprüft; die Tabelle füllt sich, während der Rest gelesen wird',
  },
  historyVolume: {
    olderBulks: 'Ältere Sammelzahlungen anzeigen',
    bulksShown: '{{shown}} von {{total}} Sammelzahlungen angezeigt, neueste zuerst',
    exportSaved_one: '{{count, number}} Zahlung in {{file}} gespeichert.',
    exportSaved_other: '{{count, number}} Zahlungen in {{file}} gespeichert.',
    exportSaving: 'Zahlungen werden gespeichert…',
  },
  i18nfix: {
    browserOpened: 'Bulkpay wurde in Ihrem Browser geöffnet.',
    browserFallback:
      'Wenn der Browser „Datei nicht gefunden“ anzeigt oder sich nichts öffnet, öffnen Sie diese Adresse:',
    browserNotOpened: 'Bulkpay läuft: Öffnen Sie diese Adresse in Ihrem Browser:',
    launchFileFailed:
      'Bulkpay konnte seine Startseite nicht in {{folder}} schreiben ({{reason}}) und hat den Browser daher nicht geöffnet; prüfen Sie, ob der Ordner existiert, Sie darin schreiben dürfen und der Datenträger nicht voll ist.',
    browserKeyNote:
      'Die Adresse enthält einen Einmalschlüssel für diesen Start; geben Sie sie nicht weiter. Mit Strg+C beenden Sie Bulkpay.',
    browserNoKeyTitle: 'Dieser Tab hat keinen Schlüssel zu Bulkpay',
    browserNoKey:
      'Zu Ihrer Sicherheit bleibt der Schlüssel in dem Tab, den Bulkpay geöffnet hat. Kehren Sie zu diesem Tab zurück oder öffnen Sie hier die Adresse, die Bulkpay beim Start ausgegeben hat (http://127.0.0.1:…/?token=…). Läuft Bulkpay nicht mehr, starten Sie es erneut mit „npm run start:browser“.',
    cliStopped:
      'bulkpay wurde durch einen unerwarteten Fehler angehalten: {{message}}. Führen Sie den Befehl erneut aus; hält er wieder an, melden Sie den Fehler mit dieser Zeile.',
  },
  edges: {
    help: {
      usage: 'Aufruf: bulkpay <Befehl> [Optionen]',
      commands: 'Befehle:',
      more: '`bulkpay help <Befehl>` zeigt seine Optionen; `bulkpay --version` gibt die Version aus.',
      noCommand: 'bulkpay: Es gibt keinen Befehl „{{name}}“.',
    },
    summary: {
      validate: 'eine Zahlungsdatei offline prüfen und ihre Sammelzahlungen, Fehler und Warnungen zeigen',
      login: 'bei der Bank anmelden und auf dem Telefon bestätigen (im Schlüsselbund gespeichert, bis sie abläuft)',
      logout: 'die im Schlüsselbund gespeicherte Banksitzung vergessen',
      accounts: 'anmelden und die Bankkonten mit Salden auflisten',
      submit:
        'eine Zahlungsdatei prüfen und als Sammelzahlungen senden (mit --yes), auf Wunsch mit Warten auf das Ergebnis',
      resend:
        'die nicht gesendeten Zahlungen einer freigegebenen Sammelzahlung erneut als neue Sammelzahlung senden (nach Prüfung)',
      status: 'Sammelzahlungen und ihre Zahlungen aus dem Verlauf zeigen; --wait verfolgt sie bis zum Ende',
      history: 'die gesendeten Zahlungen durchsuchen oder als CSV oder JSON exportieren',
      team: 'eine gemeinsame Team-Datenbank in PostgreSQL: Läufe vorbereiten, freigeben (Vier-Augen-Prinzip) und senden',
      report: 'einen pain.002-Statusbericht, eine camt.054 oder den PDF-Laufbericht aus dem Verlauf schreiben',
      inbox: 'die Zahlungsdateien abholen, die das ERP in einen Ordner legt, jede Datei einmal (für einen Server)',
      statement: 'anmelden und einen camt.053-Kontoauszug für einen Zeitraum schreiben',
      keys: 'den QSEAL-Schlüssel und das Zertifikat in ein Bankprofil importieren (`keys import <Dateien>`)',
      onboarding:
        'ein Bankprofil über die Kommandozeile einrichten: create-profile, edit-profile, signup, apply, status',
      renew: 'das Zertifikat des Profils bei der Bank mit neuem Schlüssel und Zertifikat erneuern',
      payees: `das Empfängerverzeichnis: alle bezahlten Empfänger, ihre Konten und Vertrauensstufe; vertrauen, sperren, entsperren, CSV-Import und -Export`,
    },
    usage: {
      validate: `Aufruf: bulkpay validate <Datei> [Optionen]

Prüft eine Zahlungsdatei (CSV oder pain.001-XML) offline gegen jede Regel der
Sammelzahlungsanfrage der Bank und zeigt, wie sie in Sammelzahlungen zu höchstens 100 Zahlungen
aufgeteilt würde. Probleme werden nach Art gruppiert, mit Anzahl und den ersten Zeilen jeder Art;
die Ausgabe bleibt unabhängig von der Dateigröße kurz.
Endet mit 0, wenn die Datei keine Fehler hat, mit 1, wenn doch, mit 2 bei falscher Verwendung.

Optionen:
  --json               ein JSON-Objekt statt Text ausgeben
  --all-problems FILE  zusätzlich jedes Problem, eines pro Zeile, in FILE schreiben (CSV: Zeile,
                       Schweregrad, Feld, Code, Meldung)
  --currency CODE      Währung für Zeilen ohne Währung (die Ihres Zahlungskontos, z. B. EUR)
  --encoding NAME      {{encodings}} (Standard: erkannt)
  --delimiter D        , ; tab | (Standard: erkannt)
  --decimal STYLE      dot (1,234.56) oder comma (1.234,56) (Standard: erkannt)
  --template NAME      eine in der Importansicht der App gespeicherte Spaltenzuordnung
  --sheet S            ein Blatt der Arbeitsmappe, nach Name oder Nummer (Standard: das erste
                       mit Zahlungen, wie die App es öffnet; die Ausgabe nennt es)
  --character-set SET  die Zeichen, die die Bank annimmt: epc_basic (SEPA-Basis-Latein) oder
                       latin_letters (auch Latin-1-Buchstaben, ä ö ü å é ß …); Standard
                       BULKPAY_CHARACTER_SET, sonst das aktive Bankprofil der App`,
      login: `Aufruf: bulkpay login

Meldet Sie als Zahlungsdienstnutzer (PSU) bei der Bank an: sendet Ihre Bank-E-Mail und Ihr
Passwort und wartet, während Sie auf dem Telefon bestätigen. Die Banksitzung (ihr Token) wird
danach im Schlüsselbund des Betriebssystems aufbewahrt, bis sie abläuft, nie in einer Datei oder
einem Protokoll, und jeder Befehl und die App verwenden sie ohne neue Bestätigung;
\`bulkpay logout\` vergisst sie. Ist bereits eine Sitzung gespeichert, nennt login deren Ablauf
und fragt nichts.

E-Mail und Passwort kommen aus BULKPAY_PSU_EMAIL und BULKPAY_PSU_PASSWORD oder werden abgefragt
(das Passwort wird weder angezeigt noch gespeichert); BULKPAY_NO_PROMPT=1 verhindert jede Abfrage.
Die Bank ist das aktive Profil der App (Schlüssel im Schlüsselbund) oder, wenn BULKPAY_BASE_URL
gesetzt ist, BULKPAY_CLIENT_ID, BULKPAY_CLIENT_SECRET und BULKPAY_KEY_FILE (ein Server ohne
Schlüsselbund); dort ist BULKPAY_TOKEN, falls gesetzt, die Sitzung, und nichts wird gespeichert.
Endet mit 0 bei erfolgreicher Anmeldung, sonst mit 1.`,
      logout: `Aufruf: bulkpay logout

Vergisst die Banksitzung, die \`bulkpay login\` (oder die App oder ein beliebiger Befehl) für das
aktive Bankprofil im Schlüsselbund des Betriebssystems gespeichert hat: der nächste Befehl bittet
um eine neue Bestätigung auf dem Telefon. Ein geöffnetes Bulkpay-Fenster behält seine eigene
Kopie, bis es geschlossen wird oder Sie sich dort abmelden.
Mit gesetztem BULKPAY_BASE_URL wird nichts gespeichert: die Sitzung ist BULKPAY_TOKEN; entfernen
Sie diese Variable stattdessen.
Endet mit 0.`,
      accounts: `Aufruf: bulkpay accounts [--json]

Meldet sich bei der Bank an (wie \`bulkpay login\`) und listet die Konten mit ihren Salden auf.
Beträge sind exakte Dezimalzahlen, so wie die Bank sie liefert.

Optionen:
  --json   ein JSON-Objekt ausgeben: { fetchedAt, accounts: [...] } (stabile Schlüssel für Skripte)`,
      submit: `Aufruf: bulkpay submit <Datei> --account <IBAN-oder-UUID> [--payment-account-id UUID] [--yes [--accept-warnings]] [--wait] [--json]

Prüft die Zahlungsdatei erneut und zeigt das belastete Konto, jede Sammelzahlung zu höchstens
100 Zahlungen mit ihrer exakten Summe sowie etwaige Warnungen. Mit --yes werden die
Sammelzahlungen nacheinander gesendet, jede unter ihrem eigenen gespeicherten Idempotency-Key
(ein neuer Versuch oder ein Absturz kann nie doppelt zahlen). Jede Sammelzahlung muss danach
innerhalb einer Stunde auf dem Telefon freigegeben werden.

Eine bereits gesendete Datei wird nie als Ganzes erneut gesendet: Hielt ein früherer Lauf
mittendrin an (ein Absturz zwischen Sammelzahlungen), werden nur die Zahlungen, die die Bank nie
erreicht haben, geprüft und mit --yes gesendet; haben alle Zahlungen die Bank erreicht, wird
nichts gesendet.

Optionen:
  --account A        das belastete Konto: seine IBAN oder seine ID (siehe \`bulkpay accounts\`)
  --decimal M        das Dezimalzeichen der Beträge, dot oder comma (wenn die Datei es offenlässt)
  --sheet S          ein Blatt der Arbeitsmappe, nach Name oder Nummer (Standard: das erste mit Zahlungen)
  --payment-account-id UUID
                     die Zahlungskonto-ID des belasteten Kontos; einmal nötig, wenn die Bank das
                     Konto mit einem Code auflistet, der keine UUID ist; wird im Profil gespeichert
  --yes              senden; ohne diese Option wird nichts gesendet (nur Prüfung, Code 4)
  --accept-warnings  mit --yes trotz Warnungen senden (Duplikate in der Datei, Sammelzahlungen
                     zusammen über dem Saldo, Zeichen außerhalb von SEPA); ohne diese Option wird
                     eine solche Datei nicht gesendet und der Befehl endet mit 1. Sie gilt nie für
                     bereits gesendete Zahlungen
  --pay-twice        Zahlungen senden, die bereits gesendeten gleichen (gleicher Empfänger, Betrag
                     und Verwendungszweck), und eine früher gesendete Datei als Ganzes: sie werden
                     ERNEUT BEZAHLT
  --confirm-changed-payees
                     Zahlungen an Empfänger senden, deren Bankverbindung sich seit der letzten
                     Zahlung geändert hat (payee_bank_details_changed); die Änderung vorher
                     telefonisch beim Empfänger bestätigen, oder der neuen IBAN vertrauen:
                     \`bulkpay payees trust <IBAN>\`
  --wait             jede Sammelzahlung bis zu ihrem endgültigen Status verfolgen und das Ergebnis
                     jeder Zahlung ausgeben
  --timeout MIN      mit --wait nach MIN Minuten aufhören zu warten (Standard 70), Code 3
  --json             ein JSON-Objekt statt Text ausgeben

Exit-Codes: 0 alles bezahlt; 1 Prüffehler, nicht bestätigte Warnungen oder falsche Verwendung;
2 einige Zahlungen nicht gesendet oder abgelehnt; 3 Ergebnis noch nicht endgültig (ohne --wait:
wartet auf Freigabe oder Verarbeitung; oder unbekannt, wird noch wiederholt); 4 nur Prüfung,
nichts gesendet (kein --yes); 5 mit --wait: angehalten, weil die Bank nicht gefragt werden kann
(Anmeldung endgültig abgelehnt oder fehlerhafte Antworten).
Verbindung: das aktive Bankprofil der App (Sie melden sich an) oder die Umgebungsvariablen BULKPAY_*.`,
      resend: `Aufruf: bulkpay resend <bulk_id> [--yes] [--wait] [--json]

„Die nicht gesendeten Zahlungen erneut senden“, wie in der App: die Zahlungen einer
freigegebenen Sammelzahlung, die die Bank nicht ausgeführt hat (zu geringer Saldo bei der
Verarbeitung), gehen nach eigener Prüfung als eine neue Sammelzahlung unter einem neuen
Idempotency-Key erneut hinaus. Nur einmal pro Sammelzahlung: eine Sammelzahlung, deren nicht
gesendete Zahlungen bereits erneut gesendet (und nicht abgelehnt) wurden, wird kein drittes Mal
gesendet. <bulk_id> ist die ID der Bank oder die von Bulkpay (siehe \`bulkpay status\`).

Optionen:
  --yes          senden; ohne diese Option wird nichts gesendet (nur Prüfung, Code 4)
  --wait         die neue Sammelzahlung bis zu ihrem endgültigen Status verfolgen und das Ergebnis
                 jeder Zahlung ausgeben
  --timeout MIN  mit --wait nach MIN Minuten aufhören zu warten (Standard 70), Code 3
  --json         ein JSON-Objekt statt Text ausgeben

Exit-Codes wie bei \`bulkpay submit\`: 0 alles bezahlt; 1 nichts erneut zu senden, noch nicht
erlaubt oder falsche Verwendung; 2 einige Zahlungen nicht gesendet oder die Sammelzahlung
abgelehnt; 3 noch nicht endgültig; 4 nur Prüfung.`,
      status: `Aufruf: bulkpay status [bulk_id] [--wait] [--json]

Zeigt Sammelzahlungen aus dem Verlauf: ohne ID die unfertigen und die zehn neuesten; mit einer
(der ID von Bulkpay oder der bulk_id der Bank) diese Sammelzahlung und das Ergebnis jeder Zahlung.
Liest nur den lokalen Verlauf, außer mit --wait: dann verbindet es sich mit der Bank (aktives
Profil oder Umgebungsvariablen BULKPAY_*) und verfolgt die noch laufenden Sammelzahlungen bis zu
ihrem endgültigen Status.

Optionen:
  --wait          unfertige Sammelzahlungen bis zu ihrem endgültigen Status verfolgen
  --timeout MIN   mit --wait nach MIN Minuten aufhören (Standard 70), Code 3
  --json          JSON statt Text ausgeben

Exit-Codes: 0 alles bezahlt; 1 falsche Verwendung oder unbekannte Sammelzahlung; 2 einige
Zahlungen nicht gesendet oder abgelehnt; 3 Ergebnis unbekannt oder noch nicht endgültig; 5 mit
--wait: angehalten, weil die Bank nicht gefragt werden kann (ihre Anmeldung wurde abgelehnt und
eine neue Bestätigung half nicht, oder ihre Antworten sind fehlerhaft); die Sammelzahlung behält
den letzten von der Bank bestätigten Status. Solange die Bank weiter versagt, meldet --wait dies
auf stderr.`,
      history: `Aufruf: bulkpay history [Suchoptionen] [--json | --csv] [--team]

Durchsucht jede Zahlung, die Bulkpay gesendet hat (der lokale Verlauf; keine Bankverbindung
nötig). --team durchsucht stattdessen den gemeinsamen Verlauf des Teams (die Zahlungen aller
Mitglieder; siehe bulkpay team). Text gibt eine Seite aus; --json und --csv geben jeden Treffer
aus, für den Abgleich (exakte Beträge, CSV-Zellen sicher in einer Tabellenkalkulation zu öffnen).

Suchoptionen:
  --text T           enthält, in Empfänger, Konto oder Referenzen
  --payee T          Name des Empfängers enthält
  --iban T           Konto (IBAN) enthält; Leerzeichen werden ignoriert
  --reference T      Referenz, Verwendungszweck oder End-to-End-ID enthält
  (1–2 Zeichen: Namen, IBANs und Referenzen, die damit beginnen; eine RF-Referenz, RF…: strukturierte
  Referenzen, die mit ihr beginnen, Leerzeichen und Groß-/Kleinschreibung egal, und Verwendungszwecke,
  die mit ihr beginnen, so geschrieben wie dort, Groß-/Kleinschreibung egal; ab 3 Zeichen: überall)
  --amount-min A     --amount-max A   exakte Beträge, z. B. 1250.00
  --from DATE        --to DATE        gesendet ab / bis einschließlich (JJJJ-MM-TT, UTC)
  --state S          paid, notenoughbalance, rejected, pending, not_accepted, not_sent (wiederholbar)
  --bulk ID          Zahlungen einer Sammelzahlung
  --sort KEY         date (Standard), amount, payee, state;  --asc für älteste/kleinste zuerst
  --limit N          Zeilen pro Seite der Textausgabe (Standard 50)
  --after CURSOR     die nächste Seite: der unter der vorigen Seite ausgegebene Cursor

Die Zählung endet bei 1.000 („mehr als 1.000 Zahlungen“): eine Million Zeilen zu zählen kostete
mehr, als es verrät. Schränken Sie die Suche für eine exakte Anzahl ein.`,
      team: `Aufruf: bulkpay team <Befehl> …

Ein Finanzteam teilt eine Datenbank in PostgreSQL: Läufe, die eine Person vorbereitet, gibt eine
andere frei (Vier-Augen-Prinzip), bevor ein Arbeitsplatz sie sendet, und jeder Lauf wird im
ganzen Team nur einmal gesendet.

  team connect <postgresql-url> [--yes]   diesen Arbeitsplatz verbinden (Passwort aus der URL,
                                          PGPASSWORD oder abgefragt, dann im Schlüsselbund
                                          gespeichert); --yes installiert oder aktualisiert das
                                          Team-Schema, wenn Ihre Rolle es darf
  team status                             wer Sie im Team sind, der Server und das Schema
  team role <Datenbankrolle> <preparer|approver|admin|viewer>     (nur Administratoren)
  team submit <Datei> --account <IBAN-oder-UUID> [--decimal M] [--json]   einen Lauf vorbereiten und
                                          zur Freigabe einreichen; --decimal M: das Dezimalzeichen der
                                          Beträge, dot oder comma (wenn die Datei es offenlässt)
  team release <run_id> [--yes] [--pay-again]   den Lauf zeigen; mit --yes freigeben (nicht
                                          Ihren eigenen); --pay-again, wenn ein anderer
                                          freigegebener Lauf dieselben Zahlungen enthält
  team submit/release … --pay-twice --confirm-changed-payees   bereits gesendete Zahlungen und
                                          geänderte Bankdaten eigens bestätigen, wie bei bulkpay submit
  team return <run_id> --comment TEXT     den Lauf an die vorbereitende Person zurückgeben
  team send <run_id> [--wait] [--json]    einen freigegebenen Lauf von diesem Arbeitsplatz senden
  team show <run_id> [--json]             der Lauf: Status, wer ihn vorbereitet und freigegeben
                                          hat, seine Sammelzahlungen
  team follow [bulk_id …] [--lease-seconds 60]   die offenen Sammelzahlungen des Teams (oder
                                          diese) bei der Bank bis zum Ende verfolgen, ein
                                          Arbeitsplatz zur Zeit pro Sammelzahlung (eine
                                          Ausleihe); jedes Mitglied sieht den Status im Verlauf
                                          des Teams
  team runs [--json]                      die neuesten Läufe
  team import-history [--json]            den Verlauf dieses Arbeitsplatzes in die Team-Datenbank
                                          kopieren (einmal; ein erneuter Aufruf fügt nichts
                                          hinzu), mit Anzahlen pro Tabelle
  team templates [push | pull] [--json]   die gespeicherten Spaltenzuordnungen des Teams; push
                                          kopiert die dieses Arbeitsplatzes ins Team, pull die
                                          des Teams auf diesen Arbeitsplatz
  team settings [push | pull [--accept-address NAME --address URL [--bulk-address URL]]] [--json]
                                          die Bankprofile des Teams (Adressen, Anwendungs- und Client-ID;
                                          nie Schlüssel oder Geheimnisse); push (nur Administratoren)
                                          kopiert die dieses Arbeitsplatzes ins Team, pull die des Teams hierher
                                          --accept-address: die neuen Bankadressen des Teams für dieses Profil,
                                          wie ein früheres pull sie zeigte: --address (und --bulk-address, wenn
                                          die Sammelzahlungsadresse abweicht) müssen passen (abgelehnt,
                                          wenn das Team sie änderte)
  team rules [--json]                     die Freigaberegeln; Admins: rules threshold|second-approver
                                          <Währung> <Betrag|none>, rules limit <Mitglied> <Währung> <Betrag|none>

BULKPAY_TEAM_URL (mit PGPASSWORD) verbindet, ohne etwas zu speichern, für Skripte und Server.
Exit-Codes wie bei submit, dazu {{notAllowed}}: für Ihre Rolle nicht erlaubt (oder Vier-Augen-Prinzip).`,
      report: `Aufruf: bulkpay report pain002 <Datei-oder-Sammelzahlung> [--version 03|10] [-o FILE]
       bulkpay report camt054 <Sammelzahlung> [-o FILE]
       bulkpay report pdf <Datei-oder-Sammelzahlung> -o FILE [--locale fi-FI] [--organisation NAME]

Berichte aus dem lokalen Verlauf (keine Bankverbindung nötig). <Datei-oder-Sammelzahlung> ist der
Pfad der gesendeten Datei (der pain.002 behält dann ihre PmtInfIds und Namen), die ID oder
SHA-256 einer importierten Datei (jede daraus gesendete Sammelzahlung: der Lauf) oder
eine Sammelzahlung, mit der ID von Bulkpay oder der bulk_id der Bank, wie \`bulkpay status\` und
\`bulkpay history\` sie zeigen.

  pain002   ISO-20022-Zahlungsstatusbericht für Ihr ERP: pain.002.001.10 für einen
            pain.001.001.09-Import, sonst .03 (CSV, pain.001.001.03); --version wählt
  camt054   ISO-20022-Belastungsanzeige einer Sammelzahlung: ihre bezahlten Zahlungen als ein
            Sammelposten
  pdf       der Laufbericht für den Freigebenden und den Prüfer

Optionen:
  -o, --output FILE   dorthin schreiben (vollständig oder gar nicht); ohne die Option geht XML auf
                      die Standardausgabe
  --version V         pain.002-Version: 03 oder 10
  --locale L          Beträge und Daten im PDF, z. B. fi-FI, de-DE (Standard: die des Systems)
  --organisation N    der Name der zahlenden Organisation, oben im PDF`,
      inbox: `Aufruf: bulkpay inbox <Ordner> [--once] [--team-submit --account IBAN] [--json]

Holt die Zahlungsdateien (pain.001, CSV, Excel) ab, die ein ERP in <Ordner> legt, jede einmal:
eine Datei wird gelesen, wenn ihre Größe und Änderungszeit 2 Sekunden gleich geblieben sind;
versteckte Dateien und Namen auf .tmp, .part, .partial, .crdownload, .filepart oder ~ bleiben
unberührt (unter so einem Namen schreiben, dann umbenennen). Die SHA-256 jeder Datei wird in der
Historie gespeichert, sodass derselbe Inhalt nie zweimal gelesen wird, auch nach einem Neustart.
Eine gelesene Datei kommt nach <Ordner>/read/, eine nicht lesbare nach <Ordner>/rejected/ mit
<Name>.why.txt, die sagt, warum. Eine Zeile je Datei.

Optionen:
  --once          lesen, was jetzt im Ordner liegt, dann beenden (Standard: beobachten bis gestoppt)
  --team-submit   jede gute Datei dem Team zur Freigabe einreichen (wie bulkpay team submit)
  --account IBAN  mit --team-submit: das Konto, von dem das Team zahlt
  --json          ein JSON-Objekt je Datei

Exit-Code: 0 alle Dateien gelesen, 1 eine Datei wurde abgelehnt oder konnte nicht übernommen werden, 2 falscher Aufruf.`,
      statement: `Aufruf: bulkpay statement <Konto> --from JJJJ-MM-TT --to JJJJ-MM-TT [-o FILE] [--scheduled] [--version 02|08]

Meldet sich bei der Bank an (wie \`bulkpay accounts\`) und schreibt einen ISO-20022-camt.053-
Kontoauszug von <Konto> (IBAN, Pool-Handle oder Code) für den Zeitraum, aus allen Seiten seiner
Umsätze. Anfangs- und Schlusssaldo (gebucht) werden vom heutigen Saldo zurückgerechnet; beginnt
der Zeitraum vor dem ältesten Umsatz, den die Bank auflistet (365 Tage), fehlt der Anfangssaldo
und der Auszug sagt das in AddtlStmtInf.

Optionen:
  --from, --to   der Zeitraum, beide Tage eingeschlossen
  -o FILE        dorthin schreiben (vollständig oder gar nicht); ohne die Option auf die
                 Standardausgabe
  --scheduled    auch geplante (noch nicht gebuchte) Umsätze auflisten, als PDNG-Posten
  --version V    camt.053.001.02 (Standard) oder .08`,
      keys: `Aufruf: bulkpay keys import <Datei>... [--profile <ID-oder-Name>]

Importiert den privaten QSEAL-Schlüssel und sein Zertifikat in ein Bankprofil, wie Einstellungen
→ Schlüssel und Zertifikat: PEM-Dateien (Schlüssel und Zertifikat, oder beides in einer) oder
eine PKCS#12-Datei (.p12/.pfx). Der Schlüssel wird geprüft (RSA mit mindestens 2048 Bit, passend
zum Zertifikat, innerhalb der Gültigkeit) und mit einem Schlüssel im Schlüsselbund des
Betriebssystems versiegelt aufbewahrt, nie im Klartext. Ein bei der Bank registrierter Schlüssel
wird nur über \`bulkpay renew\` ersetzt.

Optionen:
  --profile P   das Bankprofil (ID oder Name); Standard das aktive

Das Passwort eines verschlüsselten Schlüssels kommt aus BULKPAY_KEY_PASSPHRASE oder wird
(verdeckt) abgefragt, wenn die Dateien eines brauchen. Endet mit 0 nach dem Import, sonst mit 1,
mit 2 bei falscher Verwendung.`,
      onboarding: `Aufruf: bulkpay onboarding <Schritt> [Optionen]

Richtet ein Bankprofil ohne Desktop-Sitzung ein (ein Server, ein CI-Job), über denselben Kern
wie die Einstellungen. Die Schritte, der Reihe nach:

  create-profile --name N --base-url URL [--bulk-base-url URL] [--character-set SET]
                 fügt ein Bankprofil hinzu und macht es zum aktiven; gibt seine ID aus
  edit-profile --character-set SET
                 hält fest, welche Zeichen die Bank des Profils in Namen und Verwendungszwecken
                 annimmt: epc_basic (streng SEPA-Basis-Latein, Standard) oder latin_letters
                 (ä ö ü å é ß …)
  signup   --email E --first-name F --last-name L     legt den Onboarding-Benutzer bei der Bank an
  apply    [--email E] --organisation-name O --organisation-url URL
                 registriert die Anwendung mit dem Zertifikat des Profils (zuerst
                 \`bulkpay keys import\` ausführen); die Bank gibt sie dann frei
  status   [--email E]  fragt, ob die Anwendung freigegeben ist; sobald sie es ist, werden
                 Client-ID und Secret gespeichert (das Secret im Schlüsselbund) und das Profil
                 ist nutzbar

edit-profile, signup, apply und status nehmen --profile P (ID oder Name; Standard das aktive Profil); apply
und status melden sich mit --email an, standardmäßig mit der E-Mail, mit der sich das Profil
registriert oder angemeldet hat. Das Onboarding-Passwort kommt aus BULKPAY_ONBOARDING_PASSWORD
oder wird (verdeckt) abgefragt; es wird nie gespeichert. Exit-Codes: 0 fertig (status:
freigegeben), 1 fehlgeschlagen, 2 falsche Verwendung, 3 (status) noch nicht freigegeben.`,
      payees: `Aufruf: bulkpay payees [--json] [--state new|known|trusted|blocked] [--search TEXT]
       bulkpay payees block <IBAN> [--reason TEXT]
       bulkpay payees trust <IBAN>
       bulkpay payees unblock <IBAN>
       bulkpay payees export <Datei.csv>
       bulkpay payees import <Datei.csv>

Das Empfängerverzeichnis enthält jeden Empfänger, der von diesem Rechner bezahlt wurde: Name,
IBAN, erste und letzte Zahlung, Anzahl und Vertrauensstufe. Zahlungen werden vor dem Senden
dagegen geprüft: ein früher auf eine andere IBAN bezahlter Empfänger, ein neuer Empfänger, eine
unter anderem Namen bezahlte IBAN, ein ungewöhnlicher Betrag und eine gesperrte IBAN (ein Fehler)
stehen jeweils in ihrer Zeile.

  block <IBAN>     jede Zahlung an diese IBAN wird abgelehnt, bis sie entsperrt ist (--reason bleibt)
  trust <IBAN>     die IBAN ist bestätigt: ein Wechsel eines Empfängers zu ihr braucht keine eigene Bestätigung
  unblock <IBAN>   hebt eine Sperre auf (die IBAN bleibt als einmal gesperrt vermerkt)
  export <Datei>   schreibt das Verzeichnis als CSV
  import <Datei>   liest eine solche CSV (name und iban nötig): setzt Vertrauensstufe und Notiz je Zeile
  --json           Liste als JSON

Jede Änderung steht mit wer und wann im Prüfprotokoll.`,
      renew: `Aufruf: bulkpay renew <Datei>... [--profile <ID-oder-Name>] [--email E]

Erneuert das Zertifikat des Profils bei der Bank mit einem neuen QSEAL-Schlüssel und Zertifikat,
wie in den Einstellungen: zuerst wird die Bank informiert, und Bulkpay wechselt erst zum neuen
Schlüssel, wenn die Bank bestätigt hat; lehnt die Bank ab, bleibt der aktuelle Schlüssel in
Gebrauch. Dateien und Schlüsselpasswort wie bei \`bulkpay keys import\`. Die Erneuerung braucht
die Onboarding-Anmeldung: --email (Standard die, mit der das Profil eingerichtet wurde) und
BULKPAY_ONBOARDING_PASSWORD, sonst wird das Passwort abgefragt.
Endet mit 0 nach der Erneuerung, sonst mit 1, mit 2 bei falscher Verwendung.`,
    },
    inbox: {
      giveFolder: 'geben Sie den Eingangsordner an.',
      giveAccount: '--team-submit braucht --account: das Konto, von dem das Team die Dateien zahlt.',
      noFolder: 'den Ordner {{folder}} gibt es nicht; legen Sie ihn zuerst an oder geben Sie einen anderen an.',
      read: '{{file}}: als Zahlungslauf gelesen, {{count}} Zahlungen, {{total}}; öffnen Sie ihn auf der Startseite von Bulkpay.',
      readWithErrors:
        '{{file}}: als Zahlungslauf gelesen, {{count}} Zahlungen, {{total}}; {{errors}} Probleme zu beheben, öffnen Sie ihn auf der Startseite von Bulkpay.',
      submitted:
        '{{file}}: gelesen, {{count}} Zahlungen, {{total}}; dem Team als Lauf {{run}} zur Freigabe eingereicht.',
      rejected: '{{file}}: abgelehnt, verschoben nach {{movedTo}}: {{why}}',
      duplicate:
        '{{file}}: dieselbe Datei wurde bereits am {{at}} als {{earlier}} gelesen; nicht erneut gelesen, verschoben nach {{movedTo}}.',
      later: '{{file}}: im Eingang belassen, wird gleich erneut versucht: {{why}}',
      lookFailed: 'Der Eingang {{folder}} konnte nicht gelesen werden ({{why}}); neuer Versuch.',
      waiting:
        'Ein anderes Bulkpay (ein anderer Prozess oder Rechner) beobachtet {{folder}}; warte, bis es aufhört ({{lock}} nennt es).',
      waitingOver: 'Das andere Bulkpay beobachtet {{folder}} nicht mehr; dieses holt seine Dateien jetzt ab.',
      watching: 'Beobachte {{folder}} auf Zahlungsdateien aus dem ERP; beenden mit Strg+C.',
    },
    team: {
      status:
        'Team-Datenbank: PostgreSQL {{server}}, Schema-Version {{schema}}. Sie sind {{user}}, Ihre Bulkpay-Rolle: {{role}}.',
      statusNoRole:
        'Team-Datenbank: PostgreSQL {{server}}, Schema-Version {{schema}}. Sie sind {{user}} und haben noch keine Bulkpay-Rolle (ein Administrator vergibt sie mit `bulkpay team role`).',
      role: {
        preparer: 'Vorbereiter',
        approver: 'Freigeber',
        admin: 'Administrator',
        viewer: 'Betrachter',
      },
      payeeKeyUnicode:
        'Dieses Bulkpay liest Namen nach Unicode {{app}}, die Team-Datenbank nach Unicode {{tables}}: Vor einem Empfänger mit einem seltenen Zeichen im Namen kann hier gewarnt werden, ohne dass die Freigaberegel des Teams es tut, oder umgekehrt. Sagen Sie es Ihrem Team-Admin, der eine Bulkpay-Version anfordert, in der beide Versionen übereinstimmen.',
      indexesToRebuild:
        'Einige Indizes der Team-Datenbank fehlen oder blieben unfertig ({{indexes}}): Suchen können langsam sein. Ein Administrator führt `bulkpay team connect <url> --yes` aus, um sie neu zu erstellen (die Arbeitsplätze arbeiten währenddessen weiter).',
      indexesBuilding:
        'Die Indizes {{indexes}} der Team-Datenbank werden gerade aufgebaut (eine andere Sitzung baut sie): Suchen können langsam sein, bis das fertig ist. Nichts zu tun.',
      payeeNamesUnfilled:
        'Die Empfängernamen der Team-Historie blieben nach einem unterbrochenen Upgrade unfertig: Empfängersuchen sind langsamer, bis sie ergänzt sind. Ein Administrator führt `bulkpay team connect <url> --yes` aus, um das abzuschließen (die Arbeitsplätze arbeiten währenddessen weiter).',
      payeeNamesFilling:
        'Die Empfängernamen der Team-Historie werden gerade ergänzt (eine andere Sitzung tut das): Empfängersuchen sind langsamer, bis das fertig ist. Nichts zu tun.',
      schemaOlder:
        'Das Team-Schema ist älter als dieses Bulkpay; ein Administrator führt `bulkpay team connect <url> --yes` aus.',
      passwordPrompt: 'Passwort der Team-Datenbank: ',
      giveUrl: 'geben Sie die postgresql://-Adresse der Team-Datenbank an.',
      schemaInstall:
        'das Team-Schema muss installiert werden (Version {{have}} → {{want}}). Ein Administrator, dessen Datenbankrolle Schemas und Rollen anlegen darf, führt `bulkpay team connect <url> --yes` aus.',
      schemaUpgrade:
        'das Team-Schema muss aktualisiert werden (Version {{have}} → {{want}}). Ein Administrator, dessen Datenbankrolle Schemas und Rollen anlegen darf, führt `bulkpay team connect <url> --yes` aus.',
      connected:
        'Dieser Arbeitsplatz verwendet jetzt die Team-Datenbank; das Passwort liegt im Schlüsselbund des Betriebssystems.',
      giveRole: 'geben Sie eine Datenbankrolle und eine von {{roles}} an.',
      roleSet: '{{user}} hat jetzt die Bulkpay-Rolle {{role}}.',
      unknownCommand: 'unbekannter Befehl „{{name}}“',
      whichCommand: 'welcher Team-Befehl?',
      runTitle_one: 'Lauf {{id}}: {{file}}, {{count, number}} Zahlung, Summe {{total}}',
      runTitle_other: 'Lauf {{id}}: {{file}}, {{count, number}} Zahlungen, Summe {{total}}',
      runFrom: '  von {{account}}; {{state}}',
      preparedBy: '  vorbereitet von {{user}} am {{at}}',
      releasedBy: '  freigegeben von {{user}} am {{at}}',
      noSecondPerson: '  keine zweite Person nötig (unter der Freigabegrenze)',
      returnedBy: '  zurückgegeben von {{user}}: {{comment}}',
      sentBy: '  gesendet von {{user}} auf {{host}}',
      beingSentBy: '  wird gesendet von {{user}} auf {{host}}',
      warningsAcknowledged: '  bestätigte Warnungen: {{warnings}}',
      state: {
        awaiting_release: 'wartet auf Freigabe durch eine zweite Person',
        returned: 'an die vorbereitende Person zurückgegeben',
        released: 'freigegeben, bereit zum Senden',
        sending: 'wird gesendet',
        sent: 'an die Bank gesendet',
      },
      giveFileAndAccount: 'geben Sie eine Datei und --account an.',
      giveRunId: 'geben Sie die ID des Laufs an.',
      payAgainConfirms: '{{message}} (--pay-again bestätigt es)',
      reviewOnly:
        'Nicht freigegeben: nur Prüfung. Führen Sie den Befehl mit --yes erneut aus, um den Lauf freizugeben.',
      released: 'Freigegeben von {{user}}; jeder Arbeitsplatz des Teams darf ihn jetzt senden.',
      giveComment: 'geben Sie die ID des Laufs und --comment für die vorbereitende Person an.',
      returned: 'An {{user}} zurückgegeben: {{comment}}',
      giveSendArgs: 'geben Sie die ID des Laufs an (und ein positives --timeout).',
      sentElsewhere: 'dieser Lauf wird von {{user}} auf {{host}} gesendet; von hier wurde nichts gesendet.',
      takenOver:
        'ein anderer Arbeitsplatz hat diesen Lauf übernommen, während er hier gesendet wurde; er sendet die übrigen Sammelzahlungen unter denselben Schlüsseln. Verfolgen Sie ihn mit `bulkpay team show`.',
      localOnly: 'die Ergebnisse liegen vorerst nur auf diesem Arbeitsplatz: {{message}}',
      noRuns: 'Noch keine Läufe. Ein Vorbereiter startet einen mit `bulkpay team submit <Datei> --account …`.',
      followOptions: '--interval-ms muss positiv und kürzer als --lease-seconds sein; --timeout positiv.',
      noneOfTheseOpen:
        'Keine dieser Sammelzahlungen wartet auf ein Ergebnis (sie sind endgültig oder nicht im Verlauf des Teams).',
      noneOpen: 'Keine Sammelzahlung des Teams wartet auf ein Ergebnis.',
    },
    date: {
      calendar: 'Kalender für {{label}}',
      invalid: '{{label}}: Geben Sie das Datum als {{pattern}} ein, z. B. {{example}}.',
      day: 'TT',
      month: 'MM',
      year: 'JJJJ',
      tooEarly: '{{label}}: Wählen Sie den {{min}} oder später.',
      tooLate: '{{label}}: Wählen Sie den {{max}} oder früher.',
    },
  },
  teamUi2: {
    hintReview:
      'Zur Freigabe einreichen: Ein anderer Freigeber als Sie muss diesen Lauf freigeben, bevor er gesendet werden kann.',
    liveLost:
      'Änderungen Ihrer Kolleginnen und Kollegen erscheinen hier innerhalb von {{seconds}} Sekunden: Die direkte Verbindung zur Team-Datenbank ist unterbrochen, Bulkpay verbindet sich selbst neu.',
    liveLostPooler:
      'Änderungen Ihrer Kolleginnen und Kollegen erscheinen hier innerhalb von {{seconds}} Sekunden: Live-Aktualisierungen kommen über die Adresse der Team-Datenbank nicht an. Ist diese Adresse ein Verbindungspooler (etwa PgBouncer im Transaktionsmodus), bitten Sie Ihre IT-Administration, Bulkpay die eigene Adresse des Datenbankservers für Live-Aktualisierungen zu geben (Team-Admin-Handbuch, „Behind a connection pooler“).',
    opening: 'Der Lauf wird geöffnet …',
    waitingForYou_one: '({{count, number}} Lauf wartet auf Ihre Freigabe)',
    waitingForYou_other: '({{count, number}} Läufe warten auf Ihre Freigabe)',
    correct_one: '{{count, number}} Zahlung korrigieren und erneut einreichen',
    correct_other: '{{count, number}} Zahlungen korrigieren und erneut einreichen',
    title: {
      awaiting_release: 'Wartet auf Freigabe',
      returned: 'An Sie zurückgegeben',
      released: 'Freigegeben: bereit zum Senden',
      sending: 'Wird gesendet',
      sent: 'An die Bank gesendet',
    },
    lead: {
      awaiting_release:
        '{{file}}, vorbereitet von {{user}} ({{at}}), wartet auf Freigabe. Ein anderer Freigeber als Sie gibt ihn frei oder gibt ihn mit einem Kommentar zurück; diese Seite zeigt es sofort. Vorher geht nichts an die Bank.',
      returned:
        '{{user}} hat {{file}} an Sie zurückgegeben: „{{comment}}“. Korrigieren Sie die Zahlungen und reichen Sie sie als neuen Lauf erneut ein.',
      released:
        '{{user}} hat {{file}} freigegeben. Senden Sie ihn jetzt an die Bank und geben Sie ihn dann in Ihrer Bank-App frei.',
      sending: '{{file}} wird von {{user}} auf {{host}} gesendet.',
      sent: '{{file}} wurde von {{user}} auf {{host}} an die Bank gesendet.',
    },
  },
  runDifference: {
    label: 'Im Vergleich zum vorigen Lauf',
    against_one: 'Im Vergleich zum vorigen Lauf ({{file}}, gesendet am {{date}}, {{count, number}} Empfänger):',
    against_other: 'Im Vergleich zum vorigen Lauf ({{file}}, gesendet am {{date}}, {{count, number}} Empfänger):',
    noPrevious: 'Kein früherer Lauf hat die meisten dieser Empfänger bezahlt; es gibt keinen Lauf zum Vergleich.',
    newPayees_one: '{{count, number}} neuer Empfänger',
    newPayees_other: '{{count, number}} neue Empfänger',
    ibanChanged_one: '{{count, number}} IBAN geändert',
    ibanChanged_other: '{{count, number}} IBANs geändert',
    amountsUp_one: '{{count, number}} Betrag um mehr als {{percent}} % gestiegen',
    amountsUp_other: '{{count, number}} Beträge um mehr als {{percent}} % gestiegen',
    amountsDown_one: '{{count, number}} Betrag um mehr als {{percent}} % gesunken',
    amountsDown_other: '{{count, number}} Beträge um mehr als {{percent}} % gesunken',
    notPaidNow_one: '{{count, number}} Empfänger des vorigen Laufs wird jetzt nicht bezahlt',
    notPaidNow_other: '{{count, number}} Empfänger des vorigen Laufs werden jetzt nicht bezahlt',
    same: 'dieselben Empfänger und IBANs, kein Betrag um mehr als {{percent}} % verändert.',
    show: 'Empfänger anzeigen',
    newPayee: 'Neuer Empfänger: {{name}},',
    ibanChange: 'IBAN geändert: {{name}},',
    amountChange: 'Betrag: {{name}}, {{old}} → {{new}}',
    notPaid: 'In diesem Lauf nicht bezahlt: {{name}}',
    more: '… und {{count, number}} weitere',
  },
  volumeHistory: {
    indexing: 'Der Suchindex des Verlaufs wird aktualisiert: {{done, number}} von {{payments, number}} Zahlungen.',
    indexingMeanwhile:
      'Sie können weiterarbeiten; die Suche im Verlauf kann langsamer sein, bis die Aktualisierung abgeschlossen ist.',
    indexingProgress: 'Aktualisierung des Suchindex',
    migrated:
      'Diese Bulkpay-Version hat beim Start den Suchindex des Verlaufs aktualisiert ({{payments, number}} Zahlungen). Das dauerte {{seconds, number}} s und geschieht nur einmal.',
    migratedPayeeBook:
      'Diese Bulkpay-Version hat beim Start das Empfängerverzeichnis aus den bezahlten Zahlungen des Verlaufs aufgebaut ({{payments, number}} Zahlungen). Das dauerte {{seconds, number}} s und geschieht nur einmal.',
    indexed:
      'Der Suchindex des Verlaufs ist wieder aktuell ({{payments, number}} Zahlungen in {{seconds, number}} s hinzugefügt).',
    dismiss: 'Schließen',
  },
  volumeWindow: {
    filling: 'Alle {{total, number}} Zeilen geprüft; die Tabelle füllt sich ({{done, number}} bisher angezeigt)',
  },
  problemText: {
    nonSepaCharactersUnlisted:
      '{{field}} enthält Zeichen, die diese Bank nicht annimmt (etwa Buchstaben mit Akzenten oder Symbole); sie kann sie ersetzen oder ablehnen. Schreiben Sie sie so, wie die Bank sie annimmt (Umschreiben).',
  },
  teamRules: {
    ui: {
      title: 'Freigaberegeln',
      hint: 'Die Team-Datenbank setzt diese für jeden Lauf durch, auch gegen eigenes SQL eines Mitglieds. Beträge sind Summen je Währung.',
      kind: 'Regel',
      member: 'Mitglied (Datenbank-Login)',
      currency: 'Währung',
      amount: 'Betrag',
      set: 'Regel setzen',
      remove: 'Entfernen',
      kinds: {
        threshold: 'Keine zweite Person bis einschließlich',
        second_approver: 'Zwei Genehmigende über',
        member_limit: 'Ein Admin gibt Läufe eines Mitglieds frei über',
      },
    },
    notice: {
      needsTwo:
        'Über dem Betrag des Teams für eine zweite Genehmigung: zwei Genehmigende, keiner davon der Ersteller, müssen diesen Lauf freigeben.',
      firstApproved: '{{user}} hat diesen Lauf genehmigt, erste von zwei: eine zweite Person muss ihn freigeben.',
      needsAdmin: 'Über dem Limit, das der Team-Admin für {{user}} gesetzt hat: ein Admin muss diesen Lauf freigeben.',
    },
    usage:
      'bulkpay team rules: nichts angeben (Regeln auflisten) oder (Admins) `threshold <Währung> <Betrag|none>`, `second-approver <Währung> <Betrag|none>` oder `limit <Mitglied> <Währung> <Betrag|none>`, z. B. `bulkpay team rules second-approver EUR 50000`.',
    none: 'Das Team hat keine Freigaberegeln: Jeder Lauf muss von einer zweiten Person freigegeben werden.',
    rule: {
      threshold:
        'Läufe bis {{amount}} brauchen keine zweite Person (außer sie zahlen an einen neuen, geänderten oder einmal gesperrten Empfänger)',
      second_approver: 'Läufe über {{amount}} brauchen zwei Genehmigende',
      member_limit: 'Läufe, die {{member}} über {{amount}} vorbereitet, muss ein Admin freigeben',
    },
    firstApprovedBy: '  genehmigt von {{user}}, erste von zwei; eine zweite Person muss ihn freigeben',
    needsTwo: '  über dem Betrag des Teams für eine zweite Genehmigung: zwei Genehmigende müssen ihn freigeben',
    needsAdmin: '  über dem Limit von {{user}}: ein Admin muss ihn freigeben',
    firstApproval:
      'Von {{user}} genehmigt, erste von zwei: eine zweite Person (nicht {{user}}, nicht der Ersteller) muss ihn freigeben, bevor er gesendet werden kann.',
  },
  teamStore2: {
    settingsUsage: 'bulkpay team settings: nichts angeben (Liste), push oder pull.',
    settingsPushed_one:
      '{{count, number}} Bankprofil dieses Arbeitsplatzes in die Team-Datenbank kopiert (nur Adressen und Kennungen; Schlüssel und Geheimnisse bleiben hier).',
    settingsPushed_other:
      '{{count, number}} Bankprofile dieses Arbeitsplatzes in die Team-Datenbank kopiert (nur Adressen und Kennungen; Schlüssel und Geheimnisse bleiben hier).',
    settingsPulled_one:
      '{{count, number}} Bankprofil des Teams auf diesen Arbeitsplatz kopiert (gleichnamige aktualisiert; Schlüssel und Geheimnisse dieses Arbeitsplatzes behalten).',
    settingsPulled_other:
      '{{count, number}} Bankprofile des Teams auf diesen Arbeitsplatz kopiert (gleichnamige aktualisiert; Schlüssel und Geheimnisse dieses Arbeitsplatzes behalten).',
    settingsLine: '{{name}}: {{baseUrl}} (Client-ID {{clientId}})',
    settingsNone:
      'Das Team hat noch keine gemeinsamen Bankprofile; ein Admin teilt die dieses Arbeitsplatzes mit `bulkpay team settings push`.',
  },
  profileFix: {
    confirmTitle: '„{{name}}“ auf eine andere Bankadresse umstellen?',
    confirmBody:
      'Ab jetzt gehen die Schlüsselsignaturen, das Client-Secret und die Bankanmeldungen dieses Profils an die neue Adresse. Bestätigen Sie nur, wenn Ihre Bank Ihnen den Umzug mitgeteilt hat. Alle Banksitzungen dieses Profils enden: Sie melden sich erneut an.',
    confirmFrom: 'Jetzt: {{host}} ({{baseUrl}})',
    confirmTo: 'Neu: {{host}} ({{baseUrl}})',
    confirmBulkTo: 'Neue Adresse für Sammelzahlungen: {{baseUrl}}',
    confirmMove: 'Auf {{host}} umstellen',
    confirmCancel: '{{host}} behalten',
    moved: '„{{name}}“ verwendet jetzt {{host}}. Melden Sie sich vor dem Zahlen erneut bei der Bank an.',
    pendingAddress:
      'Das Team hat die Adresse von „{{name}}“ auf {{host}} ({{baseUrl}}; Sammelzahlungen: {{bulkBaseUrl}}) geändert. Dieser Rechner verwendet weiterhin {{current}}, denn das Profil enthält seinen Schlüssel, sein Client-Secret oder die Bankanmeldung. So übernehmen Sie die neuen Adressen, sobald Ihr Team sie bestätigt: {{command}}',
    accepted:
      '„{{name}}“ verwendet jetzt {{baseUrl}}. Die Bankanmeldung dafür wurde beendet: Melden Sie sich vor dem Zahlen erneut an (bulkpay login).',
    kept: '„{{name}}“ verwendet weiterhin {{baseUrl}}; die Adresse des Teams wird nicht erneut angeboten, außer das Team ändert sie.',
    noPending:
      'Für „{{name}}“ wartet auf diesem Rechner keine andere Adresse des Teams. Mit `bulkpay team settings pull` sehen Sie, was wartet.',
    noticeTitle: 'Das Team hat die Adresse dieser Bank auf {{host}} geändert',
    noticeBody:
      'Dieser Rechner verwendet {{current}}, bis Sie zustimmen, denn das Profil enthält seinen Schlüssel, sein Client-Secret oder die Bankanmeldung. Stimmen Sie nur zu, wenn Ihr Team Ihnen gesagt hat, dass die Bank umgezogen ist: Die Bankanmeldung endet und Sie melden sich erneut an.',
    newAddress: 'Neue Adresse: {{baseUrl}}',
    newBulkAddress: 'Neue Adresse für Sammelzahlungen: {{baseUrl}}',
    accept: 'Adresse des Teams verwenden',
    keep: 'Meine behalten',
  },
  takeoverUi: {
    renewedJustNow: 'Bulkpay von {{user}} hat vor weniger als einer Minute bestätigt, dass es noch sendet.',
    renewed_one: 'Bulkpay von {{user}} hat zuletzt vor {{count, number}} Minute bestätigt, dass es noch sendet.',
    renewed_other: 'Bulkpay von {{user}} hat zuletzt vor {{count, number}} Minuten bestätigt, dass es noch sendet.',
    waitLive_one:
      'Wenn Bulkpay von {{user}} nicht innerhalb von {{count, number}} Minute weitermacht, können Sie das Senden auf diesem Computer abschließen.',
    waitLive_other:
      'Wenn Bulkpay von {{user}} nicht innerhalb von {{count, number}} Minuten weitermacht, können Sie das Senden auf diesem Computer abschließen.',
    lapsed_one:
      'Bulkpay von {{user}} auf {{host}} hat seit über {{count, number}} Minute nicht bestätigt, dass es noch sendet: Es ist wahrscheinlich stehen geblieben. Sie können das Senden dieses Laufs auf diesem Computer abschließen.',
    lapsed_other:
      'Bulkpay von {{user}} auf {{host}} hat seit über {{count, number}} Minuten nicht bestätigt, dass es noch sendet: Es ist wahrscheinlich stehen geblieben. Sie können das Senden dieses Laufs auf diesem Computer abschließen.',
    renewedSeconds_one:
      'Bulkpay von {{user}} hat zuletzt vor {{count, number}} Sekunde bestätigt, dass es noch sendet.',
    renewedSeconds_other:
      'Bulkpay von {{user}} hat zuletzt vor {{count, number}} Sekunden bestätigt, dass es noch sendet.',
    waitLiveSeconds_one:
      'Wenn Bulkpay von {{user}} nicht innerhalb von {{count, number}} Sekunde weitermacht, können Sie das Senden auf diesem Computer abschließen.',
    waitLiveSeconds_other:
      'Wenn Bulkpay von {{user}} nicht innerhalb von {{count, number}} Sekunden weitermacht, können Sie das Senden auf diesem Computer abschließen.',
    lapsedSeconds_one:
      'Bulkpay von {{user}} auf {{host}} hat seit über {{count, number}} Sekunde nicht bestätigt, dass es noch sendet: Es ist wahrscheinlich stehen geblieben. Sie können das Senden dieses Laufs auf diesem Computer abschließen.',
    lapsedSeconds_other:
      'Bulkpay von {{user}} auf {{host}} hat seit über {{count, number}} Sekunden nicht bestätigt, dass es noch sendet: Es ist wahrscheinlich stehen geblieben. Sie können das Senden dieses Laufs auf diesem Computer abschließen.',
    finish: 'Senden auf diesem Computer abschließen',
    confirmTitle: 'Senden dieses Laufs auf diesem Computer abschließen?',
    confirmBody:
      'Bulkpay sendet dieselben Zahlungen mit denselben Idempotency-Keys, die der Computer von {{user}} verwendet hat: Eine Sammelzahlung, die die Bank schon erreicht hat, wird nicht erneut angelegt, die Bank zahlt also niemandem doppelt. Geben Sie die Sammelzahlungen danach wie bei jedem Senden auf Ihrem Telefon frei.',
    confirm: 'Ja, Senden dieses Laufs abschließen',
    finishing: 'Senden wird abgeschlossen…',
    cancel: 'Abbrechen',
  },
  volumeWindowFix: {
    checking:
      '{{done, number}} von {{total, number}} Zeilen geprüft; die Tabelle füllt sich, während der Rest gelesen wird. Änderungen und Entfernen sind möglich, sobald alle Zeilen eingelesen sind.',
    filling:
      'Alle {{total, number}} Zeilen geprüft; die Tabelle füllt sich ({{done, number}} bisher angezeigt). Änderungen und Entfernen sind möglich, sobald alle Zeilen eingelesen sind.',
  },
  profileFix2: {
    addressChanged:
      'Das Team hat die Adresse von „{{name}}“ erneut geändert, jetzt auf {{baseUrl}} (Sammelzahlungen: {{bulkBaseUrl}}); nichts wurde übernommen. Prüfen Sie sie und führen Sie, wenn Ihr Team sie bestätigt, aus: {{command}}',
    keychainFailed:
      'Die Adresse von „{{name}}“ wurde nicht geändert: Die Bankanmeldung darauf konnte nicht aus dem Schlüsselbund entfernt werden ({{reason}}). Entsperren Sie den Schlüsselbund und versuchen Sie es erneut.',
  },
  guardFix: {
    addressNotConfirmed:
      'Für „{{name}}“ wurde nichts übernommen: Geben Sie die Adressen an, die Ihnen gezeigt wurden. Die wartenden Adressen des Teams sind {{baseUrl}} (Bank) und {{bulkBaseUrl}} (Sammelzahlungen). Prüfen Sie beide mit Ihrem Team und führen Sie dann aus: {{command}}',
  },
  volCli: {
    date: {
      noSuchDay:
        '{{label}}: Den {{text}} gibt es im Kalender nicht: Der {{month}} hat {{days}} Tage. Prüfen Sie den Tag.',
      noSuchMonth:
        '{{label}}: Den {{text}} gibt es im Kalender nicht: Einen Monat {{month}} gibt es nicht. Prüfen Sie den Monat.',
    },
  },
  volReview: {
    decimalDotOrComma: '--decimal muss dot oder comma sein (das Dezimalzeichen der Beträge).',
  },
  reviewSight: {
    separateTitle: 'Diese Zahlungen einzeln bestätigen',
    separateIntro:
      '„Ich habe diese Warnungen geprüft“ gilt nicht für diese Zahlungen. Bestätigen Sie jede einzeln oder die ganze Gruppe, bevor etwas gesendet wird.',
    paidAgain_one: 'Diese Zahlung über {{total}} wird ERNEUT BEZAHLT: eine gleiche Zahlung wurde bereits gesendet.',
    paidAgain_other:
      'Diese {{count, number}} Zahlungen ({{total}}) werden ERNEUT BEZAHLT: gleiche Zahlungen wurden bereits gesendet.',
    newAccount_one: '{{total}} gehen auf ein Konto, auf das dieser Empfänger noch nie bezahlt wurde.',
    newAccount_other:
      '{{total}} in {{count, number}} Zahlungen gehen auf Konten, auf die diese Empfänger noch nie bezahlt wurden.',
    otherKind_one: '{{kind}}: {{count, number}} Zahlung, {{total}}.',
    otherKind_other: '{{kind}}: {{count, number}} Zahlungen, {{total}}.',
    confirmAllAgain_one: 'Ja, diese Zahlung erneut bezahlen',
    confirmAllAgain_other: 'Ja, alle {{count, number}} Zahlungen erneut bezahlen ({{total}})',
    confirmAllNew_one: 'Ja, {{total}} an die neue Bankverbindung senden',
    confirmAllNew_other: 'Ja, alle {{count, number}} Zahlungen ({{total}}) an die neue Bankverbindung senden',
    confirmAll_one: 'Ja, diese Zahlung senden',
    confirmAll_other: 'Ja, alle {{count, number}} Zahlungen senden ({{total}})',
    confirmRow: 'Zeile {{line}} bestätigen',
    paymentLine: 'Zeile {{line}} · {{payee}} ·',
    notListed_one: '…und {{count, number}} weitere Zahlung, nur mit der ganzen Gruppe bestätigt.',
    notListed_other: '…und {{count, number}} weitere Zahlungen, nur mit der ganzen Gruppe bestätigt.',
    needsOwnConfirmation_one:
      '{{count, number}} Zahlung braucht eine eigene Bestätigung (bereits bezahlt oder neue Bankverbindung): Sie bestätigen sie im nächsten Schritt.',
    needsOwnConfirmation_other:
      '{{count, number}} Zahlungen brauchen eine eigene Bestätigung (bereits bezahlt oder neue Bankverbindung): Sie bestätigen sie im nächsten Schritt.',
    continue: 'Weiter',
    back: 'Zurück zur Prüfung',
    auditPaidAgain_one:
      'einzeln bestätigt: {{count, number}} bereits gesendete Zahlung wird ERNEUT BEZAHLT ({{total}})',
    auditPaidAgain_other:
      'einzeln bestätigt: {{count, number}} bereits gesendete Zahlungen werden ERNEUT BEZAHLT ({{total}})',
    auditConfirmedSeparately_one:
      'einzeln bestätigt: {{count, number}} Zahlung an eine geänderte Bankverbindung ({{total}})',
    auditConfirmedSeparately_other:
      'einzeln bestätigt: {{count, number}} Zahlungen an geänderte Bankverbindungen ({{total}})',
    auditCellEdited: 'vor dem Senden geändert: Zeile {{line}}, {{field}} „{{old}}“ → „{{new}}“ ({{at}})',
    auditRowRemoved: 'vor dem Senden entfernt: Zeile {{line}} ({{row}})',
    auditRowRestored: 'entfernte Zeile zurückgeholt: Zeile {{line}}',
    auditGroup: {
      transliterate_one: '{{count, number}} Zelle im SEPA-Zeichensatz geschrieben',
      transliterate_other: '{{count, number}} Zellen im SEPA-Zeichensatz geschrieben',
      remove_copies_one: '{{count, number}} exakte Kopie entfernt',
      remove_copies_other: '{{count, number}} exakte Kopien entfernt',
      ignore_column_one: 'Spalte ignoriert: {{count, number}} Zelle geleert',
      ignore_column_other: 'Spalte ignoriert: {{count, number}} Zellen geleert',
      undo_one: 'rückgängig gemacht: {{count, number}} Zelle zurückgesetzt',
      undo_other: 'rückgängig gemacht: {{count, number}} Zellen zurückgesetzt',
    },
    paymentsTitle_one: 'Die Zahlung ({{count, number}})',
    paymentsTitle_other: 'Alle Zahlungen ({{count, number}})',
    filters: 'Zahlungen zeigen',
    showAll: 'Alle ({{count, number}})',
    showKind: '{{kind}} ({{count, number}})',
    colLine: 'Zeile',
    colBulk: 'Sammler',
    colPayee: 'Empfänger',
    colIban: 'IBAN',
    colAmount: 'Betrag',
    colReference: 'Referenz',
    colProblems: 'Prüfen',
    otherProblem: 'Anderes Problem',
  },
  /** Counted nouns, nested where a sentence counts two things: `$t(counts.bulks, {"count": {{bulks}} })`. */
  counts: {
    bulks_one: '{{count, number}} Sammelzahlung',
    bulks_other: '{{count, number}} Sammelzahlungen',
    payments_one: '{{count, number}} Zahlung',
    payments_other: '{{count, number}} Zahlungen',
    rows_one: '{{count, number}} Zeile',
    rows_other: '{{count, number}} Zeilen',
    kinds_one: '{{count, number}} Art',
    kinds_other: '{{count, number}} Arten',
    errors_one: '{{count, number}} Fehler',
    errors_other: '{{count, number}} Fehler',
    warnings_one: '{{count, number}} Warnung',
    warnings_other: '{{count, number}} Warnungen',
    payeeAccounts_one: '{{count, number}} Empfängerkonto',
    payeeAccounts_other: '{{count, number}} Empfängerkonten',
  },
};
