/**
 * English, the reference catalog: every other catalog has exactly these keys and, per key, the
 * same {{parameters}} (test/unit/src-shared/i18n/catalogs.test.ts). `msg.<code>` turns a message code from
 * main or the rules into words; `_one`/`_other` are i18next plural forms.
 */
export const en = {
  nav: {
    payees: 'Payees',
    payeesHint: 'Everyone ever paid, their accounts and trust',
    main: 'Main',
    home: 'Home',
    homeHint: 'Where you are, what to do first, runs in progress and balances',
    payments: 'Payments',
    paymentsHint: 'Import a payment file and send it as bulks',
    history: 'History',
    historyHint: 'Every bulk and payment ever sent',
    accounts: 'Accounts',
    accountsHint: 'Balances and transactions',
    settings: 'Settings',
    settingsHint: 'Bank profiles, keys and language',
    dismiss: 'Dismiss',
  },
  payments: {
    bulkPlan_one: 'To be sent as {{count, number}} bulk · total {{total}}',
    bulkPlan_other: 'To be sent as {{count, number}} bulks · total {{total}}',
    bulkPlanHint: 'Each bulk holds up to 100 payments and needs its own approval on the phone.',
    bulkLine_one: 'Bulk {{bulk}}: {{count, number}} payment (line {{first}})',
    bulkLine_other: 'Bulk {{bulk}}: {{count, number}} payments (lines {{first}}–{{last}})',
    hasErrors: 'has errors',
    hasWarnings: 'has warnings',
    title: 'Payments',
    importTitle: 'Import a payment file',
    importIntro:
      'CSV from your ERP or spreadsheet (any delimiter, UTF-8, UTF-16 or Windows-1252), an Excel workbook (.xlsx), or ISO 20022 pain.001 XML. Every problem is shown before anything is sent.',
    drop: 'Drop the file here, or choose it',
    fileInput: 'Payment file',
    sizeLimit: 'Files up to {{mb}} MB.',
    template: 'Download a CSV template',
    chooseAnother: 'Choose another file',
    payeeBookUnavailable:
      "The payee book could not be checked: the team's book cannot be reached now. Review checks the payees again before anything is sent.",
    payeeBookFailed:
      'The payee book could not be checked: some payees could not be looked up. Review checks the payees again before anything is sent.',
    onlyProblems: 'Show only rows with problems',
    problems: 'Problems',
    problemsInFile: 'Problems in the file',
    noProblems: 'No problems found.',
    line: 'Line {{line}}',
    file: 'File',
    payments_one: '{{count, number}} payment',
    payments_other: '{{count, number}} payments',
    bulks_one: '{{count, number}} bulk',
    bulks_other: '{{count, number}} bulks',
    errorsInRows_one: '{{errors}} in {{count, number}} row',
    errorsInRows_other: '{{errors}} in {{count, number}} rows',
    errors_one: '{{count, number}} error',
    errors_other: '{{count, number}} errors',
    noErrors: 'no errors',
    warnings_one: '{{count, number}} warning',
    warnings_other: '{{count, number}} warnings',
  },
  reading: {
    sheet: 'Sheet',
    howRead: 'How the file is read',
    encoding: 'Encoding',
    delimiter: 'Delimiter',
    decimalMark: 'Decimal mark',
    decimalPoint: 'point (1,234.56)',
    decimalComma: 'comma (1.234,56)',
    currencyWhenMissing: 'Currency when missing',
    line: 'Line',
    remove: 'Remove',
  },
  signIn: {
    title: 'Sign in to your bank',
    titleAgain: 'Approve again to continue',
    intro:
      'Use the e-mail and password of your online bank. You then approve the sign-in on your phone. Bulkpay never stores the password.',
    demo: 'Demo bank: sign in as {{email}} with the password {{password}}. Its phone approves by itself after a few seconds. No real money moves.',
    email: 'Bank e-mail',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Contacting the bank…',
    waitingTitle: 'Approve the sign-in on your phone',
    waitingIntro: "Open your bank's app and approve the request. Check that it shows this code:",
    shortCode: 'Short code',
    timeLeft: 'Time left:',
    waiting: 'Waiting for approval',
    cancel: 'Cancel',
  },
  accounts: {
    signedIn: 'Signed in',
    paused: 'Bank session paused',
    as: ' as {{email}}',
    sessionEnds: ' · session ends at {{time}}',
    tabAccounts: 'Accounts and transactions',
    tabPay: 'Single payment',
    signOut: 'Sign out',
    onItsWay: '{{amount}} reserved: on its way',
    sessionLeft_one: 'Bank session: {{count, number}} min left',
    sessionLeft_other: 'Bank session: {{count, number}} min left',
    refreshing: 'Refreshing…',
    lastFetched: 'Last fetched {{when}}',
    refresh: 'Refresh',
    transactions: 'Transactions',
    loading: 'Loading…',
    countOf: '{{shown, number}} of {{count, number}}',
    title: 'Accounts',
    exportCsv: 'Export CSV',
  },
  history: {
    title: 'History',
  },
  historySearch: {
    form: 'Search payments',
    text: 'Search',
    textHint: 'Payee, IBAN or reference',
    shortTerms:
      '1–2 characters find names, IBANs and references starting with them, and a creditor reference (RF…) the references starting with it; 3 or more characters find them anywhere.',
    payee: 'Payee',
    iban: 'IBAN',
    reference: 'Reference',
    amountMin: 'Amount from',
    amountMax: 'Amount to',
    amountProblem: '{{field}}: type an amount like {{example}}.',
    fieldProblem: 'Check {{field}}: it cannot be searched for as typed.',
    from: 'Sent from',
    to: 'Sent to',
    state: 'Outcome',
    any: 'Any',
    search: 'Search',
    exportCsv: 'Export CSV',
    exportJson: 'Export JSON',
    bulks: 'Bulks',
    sent: 'Sent',
    account: 'Account',
    amount: 'Amount',
  },
  send: {
    title: 'Send',
    payFrom: 'Pay from',
    payingAccount: 'Paying account',
    noAccounts: 'No accounts: sign in under Accounts',
    accountOption: '{{name}} · {{iban}} · {{available}} available',
    checking: 'Checking…',
    review: 'Review before sending',
    fixFirst: 'Fix the errors above before sending.',
    bulks: 'Bulks',
    onTheirWay: 'Bulks on their way',
    reviewGroup: 'Review',
    reviewFrom: 'From {{name}} ({{iban}}), {{available}} available.',
    reviewTotal_one: '{{payments, number}} payments in {{count, number}} bulk, total {{total}}.',
    reviewTotal_other: '{{payments, number}} payments in {{count, number}} bulks, total {{total}}.',
    overBalance: 'more than the available balance',
    approvalHint: 'Each bulk is approved separately on your phone, within one hour.',
    warnings_one: '{{count, number}} warning to check:',
    warnings_other: '{{count, number}} warnings to check:',
    warningLine: 'Line {{line}}: {{message}}',
    more: '…and {{count, number}} more in the problem list.',
    checked: 'I have checked these warnings',
    sending: 'Sending…',
    sendN_one: 'Send {{count, number}} payment',
    sendN_other: 'Send {{count, number}} payments',
    cancel: 'Cancel',
  },
  export: {
    format: 'Export format',
    spreadsheet: 'Spreadsheet (Excel, {{example}})',
    machine: 'Plain CSV for programs (comma, decimal point)',
  },
  notify: {
    heading: 'Notifications',
    switch: 'Desktop notifications',
    hint: 'Shows a notification on your desktop, even while Bulkpay is in the background: a team run waiting for your release, a phone approval with 10 minutes left, a bulk only partly paid.',
    blocked:
      "Notifications from Bulkpay are blocked. Allow them in the browser's site settings, then switch this on again.",
    unsupported: 'This browser cannot show notifications.',
    releaseTitle: 'A payment run is waiting for your release',
    releaseBody_one: '{{file}}: {{count, number}} payment, {{total}}',
    releaseBody_other: '{{file}}: {{count, number}} payments, {{total}}',
    approvalTitle: 'Less than 10 minutes left to approve on your phone',
    approvalBody_one: 'A bulk of {{count, number}} payment, {{total}}, is not paid unless you approve it in time.',
    approvalBody_other: 'A bulk of {{count, number}} payments, {{total}}, is not paid unless you approve it in time.',
    partlyTitle: 'A bulk was only partly paid',
    partlyBody: '{{paid, number}} of {{total, number}} payments paid: {{paidAmount}} paid, {{notPaidAmount}} not paid.',
  },
  settings: {
    profiles: 'Bank profiles',
    addProfile: 'Add a bank profile',
    demoNotice: 'This is the demo bank: a simulator running inside Bulkpay. No real money moves.',
    demoSignIn: ' Sign in on Accounts as the demo customer {{email}} (password: see docs/sandbox.md).',
    bankAddress: 'Bank address',
    bulkAddress: 'Bulk payment address',
    applicationId: 'Application id',
    activeProfile: 'Payments go through this profile.',
    useProfile: 'Use this profile for payments',
    editProfileButton: 'Edit profile',
    removeProfile: 'Remove profile',
    title: 'Settings',
    language: 'Language',
    languageHint: 'Follows your computer until you choose one here.',
    thisComputer: 'This computer',
    systemLanguage: 'Same as the computer ({{language}})',
    languageUnreadable:
      '{{language}} could not be loaded, so the window stays as it was. Restart Bulkpay (in a browser: reload the page) and choose it again.',
  },
  bulk: {
    title: 'Bulk {{sequence}}',
    titleResend: 'Bulk {{sequence}} · resend of {{count, number}} unpaid',
    paid: 'Paid',
    partlyPaid: 'Partly paid ({{paid, number}} of {{total, number}})',
    nonePaid: 'Not paid',
    waiting: 'Waiting for approval ({{left}} left)',
    notConfirmed: 'Not confirmed yet',
    outcome_one: '{{count, number}} paid',
    outcome_other: '{{count, number}} paid',
    unsent_one: '{{count, number}} not sent for lack of balance',
    unsent_other: '{{count, number}} not sent for lack of balance',
  },
  bulkState: {
    sending: 'Sending',
    unknown: 'Outcome unknown, still retrying',
    pending_approval: 'Waiting for approval on the phone',
    processing: 'Processing',
    approved: 'Approved',
    rejected: 'Rejected',
    not_accepted: 'Refused by the bank',
    not_sent: 'Not sent',
    other: 'Other ({{state}})',
  },
  paymentState: {
    pending: 'Pending',
    paid: 'Paid',
    notenoughbalance: 'Not sent: not enough balance',
    rejected: 'Rejected with its bulk',
    not_accepted: 'Refused by the bank',
    not_sent: 'Not sent',
    scheduled: 'Scheduled',
    other: 'Other ({{state}})',
  },
  field: {
    name: 'Payee name',
    iban: 'IBAN',
    bic: 'BIC',
    amount: 'Amount',
    currency: 'Currency',
    reference: 'Reference',
    structured_reference: 'Structured reference',
    unstructured_reference: 'Message',
    end_to_end_id: 'End-to-end id',
    method: 'Method',
    instant: 'Instant',
    account_identifier_type: 'Account type',
    due_date: 'Due date',
    payment_account: 'Payment account',
    execute_verification_of_payee: 'Verification of payee',
    payee_id: 'Payee id',
  },
  msg: {
    debtor_account_mismatch:
      'The file says to pay from {{fileIban}} (DbtrAcct), but you chose {{chosenIban}}; choose that account, or confirm that this one should pay.',
    payee_is_paying_account:
      "This pays {{account}} ({{iban}}), the account the bulk is paid from; the bank refuses the whole bulk for it. Correct the payee's IBAN or remove the row.",
    unreadable_character:
      "This field holds characters that could not be read (shown as “�”); the file's encoding may be wrong or the file damaged: retype them, or choose another encoding.",
    pain001_count_mismatch:
      '{{level}} NbOfTxs says {{declared}} payments but the file holds {{actual}}; the file may be cut short or edited by hand: export it again.',
    pain001_sum_mismatch:
      '{{level}} CtrlSum says {{declared}} but the payments add up to {{actual}}; the file may be cut short or edited by hand: export it again.',
    pain001_execution_date:
      'The file asks for execution on {{date}} (ReqdExctnDt), but bulk payments are executed at once when approved; send the file on that day, or accept that it is paid now.',
    pain001_debtor_account:
      'The file says to pay from {{iban}} (DbtrAcct); check that this is the account you choose in Bulkpay.',
    bank_message: 'The bank refused this: see its own words in the details.',
    xml_doctype:
      'The XML file declares a DOCTYPE, which payment files never need; it was refused for safety. Export the file again without it.',
    invalid_utf8:
      'Line {{line}} has bytes that are not valid UTF-8; check that character in the file or save the file again as UTF-8.',
    amount_too_large:
      '{{value}} is more than the largest amount Bulkpay accepts in one payment ({{max}}); check for a misplaced decimal mark.',
    bank_answer_too_large:
      'The bank sent an answer larger than Bulkpay accepts; this is a fault at the bank. Try again later.',
    profile_unusable: 'The active bank profile cannot be used yet; see Settings for what it needs.',
    no_profile: 'There is no bank profile yet; set one up in Settings.',
    file_too_big: 'The file is larger than the 50 MB Bulkpay reads; split it into smaller files.',
    no_email: 'No bank e-mail was given; enter the e-mail you sign in to the bank with.',
    no_password: 'No password was given; enter your bank password.',
    token_expired: 'The bank session has ended; sign in again and approve on your phone.',
    sent_by_team:
      'The same payment is in {{file}}, prepared by {{preparedBy}} on {{date}}; remove this row unless you mean to pay again.',
    run_draft_not_found: 'This payment run is no longer kept (it was sent or discarded); import the file again.',
    run_not_found: 'That payment run is not in the history.',
    run_draft_other_profile:
      'This payment run was started under another bank profile; switch back to that profile to continue it, or import the file again.',
    run_draft_already_sent:
      'This file was already sent to the bank; open it in History instead of sending it again. Discard this run from Home.',
    file_errors: 'The file cannot be read as payments: {{first}}',
    inbox_team_only: 'Submitting files to the team for release needs team mode; connect to the team first.',
    inbox_folder: 'The ERP inbox folder cannot be used; choose a folder you may write to.',
    inbox_rejected: 'Bulkpay did not take this file; the note beside it in the rejected folder says why.',
    inbox_file_not_found: 'That file from the ERP is no longer in the inbox folder; import it yourself if you have it.',
    outbox_folder: 'The ERP outbox folder cannot be used; choose a folder you may write to.',
    outbox_write: 'A report could not be written to the ERP outbox; check the folder and its free space.',
    run_empty: 'Nothing was sent from {{name}}; there is nothing to report.',
    statement_too_large:
      'The statement period holds more transactions than one statement can; choose a shorter period.',
    statement_period:
      "The statement period is not valid: the start must be on or before the end, within the bank's last 365 days.",
    payment_account_id_invalid:
      '“{{value}}” is not a payment-account id for {{account}}: it must be a UUID, as the bank gives it for this account.',
    payment_account_id_needed:
      'The bank lists {{account}} with the code “{{code}}”, which is not the payment-account id (a UUID) a bulk needs; enter this account’s payment-account id once, as your bank gives it.',
    balance_unknown:
      'The bank did not say the available balance of {{account}}, so Bulkpay could not check the totals against it. The bank checks each bulk on arrival and refuses one the balance does not cover; check the balance in your bank before sending.',
    team_not_connected: 'This desktop is not connected to a team database.',
    usage: 'The command was not given what it needs; see its help.',
    team_tls_required: 'TLS is required to reach {{host}}; remove sslmode=disable from the address.',
    team_server_too_old: 'The team database server is too old; Bulkpay needs PostgreSQL 13 or newer.',
    team_ctype:
      'The team database on {{host}} uses the character type “{{ctype}}”, which cannot match upper- and lower-case letters beyond A–Z; an admin creates the database with a UTF-8 locale (for example LC_CTYPE ‘C.UTF-8’ or an ICU locale) and connects again.',
    team_send_interrupted:
      'The team database stopped answering while this run was being sent: {{sent}} of {{total}} bulks were sent, nothing more. Send the run again from this or another desktop when the team database answers: the bank will not pay anything twice.',
    team_database_behind:
      'The team database does not know $t(counts.bulks, {"count": {{count}} }) this computer sent to the bank (the latest from {{file}}, on {{date}}): it was probably restored from an older backup. Nothing was sent. Run `bulkpay team import-history` on this computer (and on every computer that sent payments since the backup) to put them back, then send again.',
    team_record_after_send_unanswered:
      'Bulk {{bulk}} was sent; the team database stopped answering while it was being recorded, so the team history may or may not have it yet. Nothing more was sent from this run. When the team database answers, open the run: if it shows as sent, nothing is left to do; otherwise send it again: the bank will not pay anything twice.',
    team_record_after_send:
      'Bulk {{bulk}} was sent, but the team database did not record it; nothing more was sent from this run. Send the run again when the team database answers: the bank will not pay anything twice.',
    team_run_not_found: 'There is no run {{id}} in the team store.',
    four_eyes:
      'Four-eyes rule: a run must be released by someone other than the person who prepared it; ask an approver to release it.',
    not_allowed_for_role:
      'Your team role does not allow this (you are {{user}} on {{host}}); ask a Bulkpay admin to change your role.',
    bulk_followed_elsewhere:
      'Another desktop follows this bulk at the bank now; its outcome is written there and shown here when it changes.',
    audit_append_only: 'The team audit log is append-only: its entries are never changed or removed.',
    team_auth_failed:
      'The team database refused the sign-in of {{user}} on {{host}}; check the user name and password, or ask your database administrator.',
    team_database_missing:
      'There is no database “{{database}}” on {{host}}; check the address, or ask your database administrator to create it.',
    team_schema_missing:
      'The team database on {{host}} has no Bulkpay schema yet (or an older one); an admin connects with “Install or upgrade” first.',
    team_server_busy:
      'The team database on {{host}} is out of connections or resources; try again in a minute, or tell your database administrator.',
    team_conflict: 'Someone else changed the same run at the same moment; try again.',
    team_tls_failed:
      'A secure (TLS) connection to {{host}} could not be made or its certificate was not trusted; ask your database administrator for the server’s certificate setup.',
    team_store_failed:
      'The team database on {{host}} refused the request (code {{sqlstate}}); try again, and tell your database administrator if it repeats.',
    team_schema_newer:
      'The team database was set up by a newer Bulkpay (schema {{have}}); update Bulkpay on this computer first.',
    team_schema_older:
      'The team database is older than this Bulkpay (team schema {{have}}, this Bulkpay needs {{want}}); nothing was sent. An admin upgrades it first (connects with “Install or upgrade” ticked); then send the run again.',
    team_schema_needs_install:
      'The team schema needs installing or upgrading (version {{have}} → {{want}}); an admin connects with “Install or upgrade” ticked.',
    team_run_tampered:
      'The payments of run {{file}} are not what the team store recorded for it (the file holds $t(counts.payments, {"count": {{counted}} }), the team store {{recorded}}, or their payees, amounts or totals differ): they were changed after it was prepared. Nothing was released or sent; return it to the preparer.',
    team_upgrade_lock_timeout:
      'The upgrade of the team database on {{host}} stopped: it waited too long for tables that Bulkpay desktops were using at that moment, and the version it was applying was not kept (versions applied before it stay; Settings → Team and `bulkpay team status` show the database’s version). Try the upgrade again when fewer people are working (for example outside office hours); desktops go on working with the database meanwhile.',
    team_install_privilege:
      'The database login {{user}} may not install the team schema on {{host}}: it needs CREATEROLE and CREATE on database {{database}}. Ask your IT or database administrator to grant them, or to install the schema with a login that has them.',
    team_connection_changed:
      'The team database connection changed while it was opening (left or connected to another); try again.',
    team_leave_unconfirmed:
      'Team mode is left only once the team database confirms you are a Bulkpay admin, and it cannot be reached now; try again when it answers.',
    team_leave_needs_admin:
      'Only a Bulkpay admin leaves team mode on a computer (you are {{user}}, {{role}}); ask an admin of your team to do it.',
    team_release_duplicates:
      'This run shares $t(counts.payments, {"count": {{count}} }) (line {{lines}}) with another team run that is already released or sent; releasing it would pay those lines twice. Return it to the preparer, or confirm that you mean to pay them again.',
    team_run_no_bank_identity:
      'Run {{file}} does not record the TPP and bank customer it was prepared for, so it cannot be sent safely; return it and ask {{preparedBy}} to submit the file again.',
    team_claim_other_bank_identity:
      'The team database refused to let this computer send the run: it is signed in as another TPP or bank customer than the run (or than the desktop that started sending it). Send it from a computer signed in as the run’s own TPP and customer.',
    team_send_refused_unreachable:
      'Nothing is sent while the team database cannot be reached: every payment is recorded there first. You can still import and check files; try again when it answers.',
    team_run_other_bank_identity:
      'This run belongs to TPP {{tpp}} and bank customer {{customer}}, but this computer is signed in as TPP {{myTpp}} and customer {{myCustomer}}; send it from a computer signed in as its own TPP and customer.',
    team_send_needs_release:
      'This computer is in team mode: submit the payments for release (Team), and send them once a second person has released them.',
    team_unreachable:
      'The team database on {{host}} cannot be reached; check the network, then try again. You can still import and check files.',
    team_no_such_role: 'The database has no login role “{{role}}”; ask your database administrator to create it.',
    team_takeover_not_sending:
      'This run is not being sent by anyone, so there is nothing to take over; send it once it is released.',
    team_takeover_already_sent: 'This run has been sent already; there is nothing to take over.',
    team_takeover_claim_live_one:
      'This run is being sent by {{by}} on {{host}}, whose desktop renewed its claim recently; if that desktop has stopped, it can be taken over in {{count, number}} minute.',
    team_takeover_claim_live_other:
      'This run is being sent by {{by}} on {{host}}, whose desktop renewed its claim recently; if that desktop has stopped, it can be taken over in {{count, number}} minutes.',
    team_takeover_claim_live_seconds_one:
      'This run is being sent by {{by}} on {{host}}, whose desktop confirmed it recently; if that desktop has stopped, it can be taken over in {{count, number}} second.',
    team_takeover_claim_live_seconds_other:
      'This run is being sent by {{by}} on {{host}}, whose desktop confirmed it recently; if that desktop has stopped, it can be taken over in {{count, number}} seconds.',
    team_export_unreachable:
      'The team history cannot be exported now: the team database cannot be reached, and this computer’s history is only part of it. Try again when the team database answers.',
    no_team_address: 'The team has no other address for this bank profile; open Settings again.',
    address_change_needs_confirmation: 'Confirm the new bank address of “{{name}}”: {{from}} → {{to}}.',
    address_confirmation_expired:
      'This confirmation is no longer valid (used, expired or Bulkpay restarted); save the new address again.',
    profile_address_moved: 'The bank address of this profile changed meanwhile; open it again and look at it.',
    team_address_changed: 'The team changed the address again; look at it and accept again.',
    team_profile_exists:
      'The team already has a bank profile named “{{name}}”; it is in the list of profiles. Use it, or choose another name.',
    invalid_move:
      'This run has moved on (someone released, returned or sent it meanwhile); open it again to see where it is.',
    // Validation rules (src-shared/payments, src-shared/import)
    name_missing: 'The payee name is empty; enter the name of the person or company being paid.',
    non_sepa_characters:
      '{{field}} contains {{characters}}, which this bank does not take; it may replace or reject them. Consider writing them as the bank takes them (Transliterate).',
    ragged_row:
      'Line {{line}} has {{cells}} columns but the header has {{header}}, so its values may be in the wrong fields. Put quotes around the field that contains “{{delimiter}}” and open the file again, or remove this row.',
    field_not_accepted: '{{field}} is not accepted in a bulk payment; remove this column.',
    field_not_accepted_due_date:
      'Bulk payments are executed at once and cannot be scheduled; remove the due date, or pay this one separately later.',
    field_not_accepted_payment_account:
      'All payments of a bulk are paid from the one account you choose in Bulkpay; remove the per-row payment account.',
    field_not_accepted_execute_verification_of_payee:
      'Verification of payee is not available per payment inside a bulk; remove this column.',
    account_type_unsupported: 'Account type “{{value}}” is not supported; bulk payments go to IBAN accounts only.',
    iban_missing: "The payee's IBAN is empty; enter the account number the money goes to.",
    iban_country: '“{{iban}}” does not start with a known country code (e.g. FI, DE, SE); check the account number.',
    iban_length: '“{{iban}}” has the wrong length for its country; a digit may be missing or extra.',
    iban_format: '“{{iban}}” is not written the way IBANs of its country are; check the account number.',
    iban_checksum: 'Check digits do not match ({{iban}}); check the account number for a mistyped digit.',
    bic_invalid: '“{{value}}” is not a BIC (8 or 11 letters and digits, e.g. NDEAFIHH); correct it or leave it empty.',
    currency_conflict:
      'The amount says {{amountCurrency}} but the currency column says {{columnCurrency}}; make them agree.',
    currency_missing:
      'No currency: fill in the currency column (e.g. EUR) or choose the payment account so its currency is used.',
    currency_invalid: '“{{value}}” is not an ISO 4217 currency code; use a code such as EUR, SEK or USD.',
    amount_missing: 'The amount is empty; enter the amount to pay, e.g. 125.50.',
    amount_unreadable:
      '“{{value}}” is not an amount in the expected number format (e.g. {{example}}); correct it, or change the decimal setting if the whole file uses the other format.',
    amount_not_positive:
      'The amount must be more than zero (found “{{value}}”); payments out are written as positive amounts.',
    amount_too_many_decimals:
      '{{currency}} allows at most {{allowed}} decimals, but the amount is {{value}}; round it to {{down}} or {{up}}.',
    method_invalid: 'Method “{{value}}” is unknown; use sepa or international (or leave it empty for sepa).',
    instant_invalid: 'Instant “{{value}}” should be yes or no.',
    instant_not_sepa: 'Instant payment is only possible with the sepa method; set instant to no or the method to sepa.',
    sepa_not_eur:
      'SEPA payments are in euros, but this one is in {{currency}}; check the currency or use the international method.',
    reference_check_digit:
      '“{{value}}” looks like a payment reference but its check digits are wrong; check it against the invoice.',
    reference_both: 'Give either a structured reference or a message, not both; the bank rejects payments with both.',
    reference_missing:
      'Every payment needs a reference or a message; enter the invoice reference or a short message to the payee.',
    structured_reference_too_long:
      'The structured reference has {{length}} characters; the bank allows at most {{max}}.',
    unstructured_reference_too_long:
      'The message has {{length}} characters; the bank allows at most {{max}}. Shorten it.',
    end_to_end_id_too_long: 'The end-to-end id has {{length}} characters; the bank allows at most {{max}}.',
    duplicate_in_file:
      'Same payee, amount and reference as line {{firstLine}}; remove one unless you mean to pay twice.',
    sent_recently: 'An identical payment was already sent on {{date}}; remove this row unless you mean to pay again.',
    total_line:
      'Line {{line}} looks like a total line and is not a payment; it is left out (remove it from the file if it is a payment).',
    separate_confirmation_needed:
      'Some payments need their own confirmation before sending ({{sent}} already sent, {{changed}} to changed bank details): “I have checked these warnings” does not cover paying again or changed bank details.',
    payee_bank_details_changed:
      'This payee was paid before to {{oldIban}} (last on {{lastPaid}}); this payment goes to {{newIban}}, an account they have never been paid to. Confirm the change with the payee by phone (not by e-mail) before sending.',
    payee_new: 'This payee has never been paid before; check the name and IBAN against the invoice.',
    iban_other_payee:
      '{{iban}} was paid before under another payee’s name (“{{otherName}}”); check that this account really belongs to this payee.',
    amount_unusual:
      '{{amount}} {{currency}} is far from what this payee is usually paid (median {{median}} {{currency}}); check the amount.',
    payee_blocked:
      '{{iban}} is blocked in the payee book; remove this row, or unblock the account in Payees if it was blocked by mistake.',
    name_lookalike_characters:
      'The payee name holds characters that look like others or change how it displays: “{{escaped}}”; retype the name.',
    unclosed_quote: 'A quoted field starting on line {{line}} never ends; add the missing closing quote (").',
    decimal_mark_unclear:
      'The decimal mark is unclear: the first rows read with “{{first}}” as the decimal mark, later rows use “{{later}}”. Choose the decimal mark (in the CLI: --decimal dot or --decimal comma), then check the file again.',
    column_missing:
      'No column for {{field}}: name the columns in the header line (see the CSV template), or choose the column in the mapping step.',
    binary_file: 'This is not a text file; choose the CSV or XML file your ERP or spreadsheet exported.',
    empty_file: 'The file is empty; choose the file that holds the payments.',
    file_too_large: 'The file is too large; split it into smaller files.',
    account_not_iban:
      "The payee's account “{{value}}” is not an IBAN (it is another kind of account number); bulk payments go to IBAN accounts only: ask the payee for their IBAN.",
    amount_equivalent:
      'The amount is given as {{amount}} {{currency}} to be converted into {{transferCurrency}}; the bank takes the amount in the currency that is paid: export it as the instructed amount (InstdAmt).',
    structured_reference_several:
      'This payment carries {{count}} structured references ({{references}}); the bank takes one per payment, and Bulkpay does not join them into one. Split it into one payment per reference, or send the references as a message.',
    reference_documents_only:
      "The payment names only the invoice or document ({{documents}}), which the bank cannot pass on; give the payee's reference or a message in your system and export the file again.",
    xml_too_deep:
      'The XML file nests its elements more than {{max}} levels deep (line {{line}}); a payment file is never that deep, so it was not read. Export the file again from your system.',
    xml_value_too_long:
      "The XML file has a value of {{length}} characters (line {{line}}); a payment file's values are at most {{max}}, so it was not read. Export the file again from your system.",
    pain001_version_unsupported:
      'This is an ISO 20022 {{format}} file, a version Bulkpay does not read; export the payments as pain.001.001.03 or pain.001.001.09 (German DK and Swiss variants of these are read too), or as CSV.',
    no_payments: 'The file holds no payments; check that you chose the right file.',
    malformed_xml: 'The XML file is damaged or incomplete; export it again from your ERP.',
    unsupported_format: 'This XML is not an ISO 20022 pain.001 payment file; export the payments as pain.001 or CSV.',
    validation: 'Some payments have problems; fix them before sending.',
    // Main: bank, keys, profiles, sending
    account_not_found: 'The bank lists no account {{account}} for the signed-in customer; choose one of: {{choices}}.',
    already_sending: 'These payments are already being sent; wait for the outcome.',
    bank_not_configured: 'No bank is set up; add a bank profile in Settings.',
    bank_invalid_request: 'The bank rejected the request as invalid; check the details and try again.',
    bank_auth_failed:
      'The bank did not accept our credentials or signature; check the application approval, the client id and secret, the signing key and the bank consent, then try again.',
    bank_forbidden:
      'The bank refused: this customer is not allowed to initiate payments or is not verified; the account holder must contact the bank.',
    bank_not_found: 'The bank does not know this item.',
    bank_method_not_allowed: 'The bank does not support this request.',
    bank_busy: 'The bank is still processing the same request; Bulkpay will ask again shortly.',
    bank_rate_limited: 'The bank asked us to slow down; Bulkpay will try again shortly.',
    bank_server_error: 'The bank had a problem on its side; try again later.',
    bank_unavailable: 'The bank payment service is unavailable right now; try again later.',
    bank_error: 'The bank refused the request; check the details and try again.',
    bank_timeout: 'The bank did not answer in time; check the internet connection and try again.',
    bank_unreachable: 'The bank cannot be reached; check the internet connection and the bank address, then try again.',
    bank_rejected:
      'The bank refused this payment in {{bulk}}: {{reason}}. Correct it and send the payments that failed again.',
    bank_rejected_bulk: 'The bank refused {{bulk}}: {{reason}}',
    bank_tls_untrusted: 'The bank’s certificate is not trusted; check the bank address in the profile.',
    bulk_not_found: 'This bulk is not in the history on this computer.',
    certificate_expired: 'The QSEAL certificate has expired; renew it in Settings.',
    certificate_not_yet_valid:
      'The QSEAL certificate is valid only from {{date}}; import it again from that day, or check the computer’s clock.',
    certificate_unreadable: 'The certificate in {{file}} cannot be read; export it again as PEM.',
    consent_cancelled: 'Sign-in was cancelled; sign in again to continue.',
    credentials_missing:
      'The client secret of “{{name}}” is no longer in the keychain; refresh the approved application in Settings to store it again.',
    cursor_unknown: 'The list changed; refresh it.',
    database_too_new: 'The data folder was written by a newer Bulkpay; update Bulkpay to open it.',
    database_unavailable: 'The data folder cannot be opened; check that it exists and you may write to it.',
    start_failed: 'Bulkpay could not finish starting: {{reason}}. Close Bulkpay and start it again.',
    demo_unavailable: 'The demo bank could not start; restart Bulkpay.',
    demo_account_unknown: 'The demo bank has no such account; choose one from the list.',
    desktop_only: 'This works only in the desktop app.',
    export_failed: 'The file could not be written; choose a folder you can write to and export again.',
    export_too_large: 'Too many rows to export at once; narrow the search or the dates.',
    file_total_over_balance:
      'The bulks together total {{totalAmount, money}}, more than the {{availableAmount, money}} available on {{account}}. Each is sent, but from bulk {{bulk}} (lines {{firstLine}}–{{lastLine}}) on, payments will end “not sent” for lack of balance unless funds arrive before the bank processes them. Add funds or send fewer payments.',
    review_has_errors_one: 'The file has errors in {{count, number}} row. Fix or remove it, then review again.',
    review_has_errors_other:
      'The file has errors in {{count, number}} rows. Fix or remove those rows, then review again.',
    bulk_over_balance:
      'Bulk {{bulk}} (lines {{firstLine}}–{{lastLine}}) totals {{totalAmount, money}}, more than the {{availableAmount, money}} available on {{account}}; the bank would refuse it. Add funds or remove payments, then review again.',
    sheet_unknown:
      'The workbook has no sheet “{{sheet}}”; its sheets are {{sheets}}. Choose one by its name or number.',
    spreadsheet_ods:
      'This is an OpenDocument spreadsheet (.ods), which Bulkpay does not read. Open it in LibreOffice Calc or Excel, save it as Excel (.xlsx) or CSV, and choose that file.',
    spreadsheet_unreadable:
      'The spreadsheet cannot be read: it may be damaged, hold no sheet, or be too large (over 20 MB, 200,000 rows or 200 columns). Save it again as .xlsx or CSV, or split it into smaller files.',
    file_unreadable: 'The file cannot be read; choose it again.',
    forbidden: 'This request is not allowed.',
    insufficient_balance: 'The account’s available balance is not enough for this bulk.',
    internal: 'Something went wrong inside Bulkpay ({{reason}}); try again, and restart it if this repeats.',
    invalid_request: 'The request was not valid; reload the screen and try again.',
    key_certificate_mismatch: 'The private key does not belong to this certificate; choose the matching pair.',
    key_damaged: 'The stored key is damaged; import the key file again in Settings.',
    key_file_not_picked: 'No key file was chosen; choose it again.',
    key_file_too_large:
      '{{file}} is {{size}} KB, too large for a key or certificate (at most {{max}} KB); choose the key, certificate or .p12/.pfx file.',
    key_file_unreadable:
      '{{file}} cannot be read ({{reason}}): if it was moved, choose it where it is now; if you may not read it, copy it somewhere you can and choose the copy.',
    key_missing: 'No key is stored for this profile; import the key file in Settings.',
    key_not_rsa: 'The key is not an RSA key; the bank needs an RSA QSEAL key.',
    key_too_small:
      'The private key has {{bits}} bits; the bank requires at least {{min}}. Generate a new key of {{min}} bits or more and get a certificate for it.',
    key_unreadable: 'The private key in {{file}} cannot be read; export it again as PEM (PKCS#1 or PKCS#8).',
    keychain_unavailable: 'The computer’s keychain is not available; unlock it or install one, then try again.',
    missing_settings: 'Some bank settings are missing; set them and try again.',
    no_active_profile: 'No bank profile is active; choose one in Settings.',
    no_application: 'This profile has no bank application yet; complete onboarding in Settings.',
    no_certificate: 'No certificate is stored for this profile; import it in Settings.',
    no_private_key: 'The file holds no private key; choose the key file.',
    no_signing_key: 'The bank profile “{{name}}” has no QSEAL key yet; import one in Settings.',
    not_found: 'Not found; it may have been removed.',
    not_onboarded: 'The bank profile “{{name}}” has no approved application yet; finish onboarding in Settings.',
    not_signed_in: 'You are not signed in to the bank; sign in and try again.',
    offline: 'The bank cannot be reached; check the connection and try again.',
    onboarding_login_required: 'Sign in to the bank’s developer portal first, then continue onboarding.',
    open_file_unreadable: 'Bulkpay could not open {{file}}; open it again from the import screen.',
    passphrase_required: 'The key in {{file}} is protected; enter its passphrase or password and try again.',
    payment_not_found: 'This payment is not in the history on this computer.',
    plan_changed: 'The payments changed after the review; review them again before sending.',
    profile_not_found: 'This bank profile no longer exists; choose another one.',
    psu_signed_out: 'The bank session ended; sign in again.',
    resend_blocked: 'These unpaid payments are already being sent again; wait for that bulk’s outcome.',
    reveal_failed: 'Could not open {{path}} in a file manager ({{reason}}); open the folder by hand.',
    several_private_keys: 'The file holds several private keys; choose a file with exactly one.',
    template_not_saved: 'The column mapping could not be saved; try again.',
    transaction_not_found:
      'The bank has no transaction {{id}} on this account; it may be older than a year or belong to another account. Reload the list.',
    unknown_channel: 'Bulkpay’s window and core do not match; restart Bulkpay.',
    use_renewal:
      'The key of “{{name}}” is registered with the bank (application {{application}}); to change key or certificate, use Certificate renewal in Settings.',
    upload_out_of_order: 'The rows to review arrived out of order; review again.',
    upload_unknown: 'The rows to review were not all received; review again.',
    warnings_not_checked: 'Read and accept the warnings before sending.',
    wrong_passphrase: 'The passphrase does not open {{file}}; check it and try again.',
    paying_account_missing: 'Choose the account the payment is paid from.',
    single_currency_mismatch:
      'The chosen account holds {{accountCurrency}}, and a single payment is paid in the account’s currency. Choose a {{currency}} account or change the currency to {{accountCurrency}}.',
    pain001_execution_date_no_such_day:
      'The file asks for execution on {{date}} (ReqdExctnDt), a day that does not exist; the file may have been made or edited by hand: check its dates, or export it again.',
    date_no_such_day:
      '{{value}} is not a day of the calendar: month {{month}} of {{year}} has {{days}} days; check the day.',
    date_no_such_month:
      '{{value}} is not a day of the calendar: there is no month {{month}} (months are 1–12); check the month.',
    due_date_invalid: '“{{value}}” is not a date; write it as YYYY-MM-DD, e.g. {{today}}.',
    due_date_past: 'The due date {{value}} is in the past; use today ({{today}}) or a later day.',
    account_archived: 'The account {{name}} is archived and cannot pay; choose another account.',
    single_payment_invalid_one: 'The payment was not sent: one field needs fixing; see the message next to it.',
    single_payment_invalid_other:
      'The payment was not sent: {{count, number}} fields need fixing; see the message next to each.',
    invalid_iban: '“{{value}}” is not a valid IBAN; give the account number as on the invoice.',
    not_blocked: '{{iban}} is not blocked in the payee book.',
    payee_csv_columns: 'The payee file needs a header line with at least the columns name and iban (found: {{found}}).',
    payee_csv_rows: 'Nothing imported; correct these rows and import again: {{problems}}.',
    team_admin_release_needed:
      'This run is above its preparer’s limit set by the team’s admin: an admin must release it.',
    team_second_approver_needed:
      'You approved this run already: its amount needs a second approver, so someone else (not its preparer) must release it.',
    payee_trust_not_allowed:
      'Only approvers and admins may trust, block or unblock payees in the team’s payee book; ask one of them to do it.',
    released_payee_blocked:
      'The released run {{file}} was not sent: {{name}} ({{iban}}) was blocked in the team’s payee book after the run was released, by {{by}} on {{on}}. Nothing was sent. If the block stands, return the run to its preparer to take the payment out; if it was a mistake, an approver unblocks the account in Payees and the run is sent again.',
    released_payee_blocked_now:
      'The released run {{file}} was not sent: {{name}} ({{iban}}) is blocked in the team’s payee book. Nothing was sent. If the block stands, return the run to its preparer to take the payment out; if it was a mistake, an approver unblocks the account in Payees and the run is sent again.',
    released_payee_blocked_noted:
      'The released run {{file}} was not sent: {{name}} ({{iban}}) was blocked in the team’s payee book after the run was released, by {{by}} on {{on}} (“{{note}}”). Nothing was sent. If the block stands, return the run to its preparer to take the payment out; if it was a mistake, an approver unblocks the account in Payees and the run is sent again.',
    team_run_payees_incomplete:
      'The team database refused this run: it must name the account (IBAN) of every payment it holds. Review the file again and submit it from an up-to-date Bulkpay.',
    bank_says: 'The bank says: {{message}}',
    file_unreadable_not_pem:
      '{{file}} holds no private key or certificate in PEM form, and is not a PKCS#12 (.p12/.pfx) file.',
    file_unreadable_pkcs12: '{{file}} cannot be read as PKCS#12; export it again.',
    key_not_rsa_file: 'The private key in {{file}} is not an RSA key; the bank accepts only RSA keys (rsa-sha256).',
    key_not_rsa_type: 'The private key is a {{type}} key; the bank accepts only RSA keys (rsa-sha256).',
    certificate_expired_import:
      'The certificate expired on {{date}}; renew it with your trust service provider and import the new one.',
    certificate_expired_profile:
      'The QSEAL certificate of “{{name}}” expired on {{date}}, so the bank would refuse every request. Renew it in Settings → Certificate renewal.',
    inbox_folder_not_absolute: '{{folder}} is not a full path; choose the folder from its drive or root.',
    inbox_folder_missing: 'There is no folder {{folder}}; create it first or choose another.',
    inbox_folder_not_writable: 'Bulkpay may not write to {{folder}}; choose a folder you can write to.',
    outbox_folder_not_absolute: '{{folder}} is not a full path; choose the folder from its drive or root.',
    outbox_folder_missing: 'There is no folder {{folder}}; create it first or choose another.',
    outbox_folder_not_writable: 'Bulkpay may not write to {{folder}}; choose a folder you can write to.',
    statement_period_invalid:
      'The period {{from}} to {{to}} is not valid; give both dates as YYYY-MM-DD, the start before the end.',
    statement_period_future: 'The period ends {{to}}, after today ({{today}}); end it today or earlier.',
    statement_period_too_old:
      'The bank lists only the last 365 days of transactions (from {{oldest}}); choose a period ending after that.',
    warnings_not_checked_one:
      '{{count, number}} warning (a possible duplicate or a payment already sent) needs “I have checked” before sending.',
    warnings_not_checked_other:
      '{{count, number}} warnings (possible duplicates or payments already sent) need “I have checked” before sending.',
    export_too_large_transactions:
      'This account has too many transactions to export at once; filter by state or dates to export fewer.',
    payment_gone_not_confirmed:
      'The bank no longer knows this payment, so it was not confirmed and no money moves. Create it again.',
    payment_confirmed_state_unknown:
      'The payment was confirmed, but its state could not be read just now. Bulkpay keeps checking and shows the result here.',
    payment_not_at_bank:
      'The bank has no such payment on this account. Check the account, or create the payment again.',
  },
  settingsPanels: {
    characterSet: 'Characters this bank accepts',
    characterSetHint:
      'Names and references with other characters get a warning before sending. Ask your bank which it accepts; if unsure, keep the strict set.',
    characterSets: {
      epc_basic: "Strict EPC basic Latin (A–Z, a–z, 0–9 and / - ? : ( ) . , ' +)",
      latin_letters: 'Latin letters incl. ä ö ü å é ß …',
    },
    editProfileForm: 'Edit bank profile',
    profileSaved: 'Profile saved.',
    profileAdded: 'Profile added. Next: import its QSEAL key.',
    editProfile: 'Edit {{name}}',
    profileName: 'Profile name',
    profileNameHint: 'For example the bank’s name and “production”.',
    baseUrl: 'Bank address (base_url)',
    baseUrlHint: 'Onboarding, consent and account paths, from the bank’s documentation.',
    bulkBaseUrl: 'Bulk payment address (bulk_base_url)',
    bulkBaseUrlHint: 'The /api/v2/ bulk payment address, from the bank’s documentation.',
    save: 'Save',
    addProfileButton: 'Add profile',
    cancel: 'Cancel',
    demoBadge: 'DEMO · no real money',
    active: 'Active',
    notOnboarded: 'Not onboarded',
    bytes_one: '{{count, number}} byte',
    bytes_other: '{{count, number}} bytes',
    kilobytes: '{{size, number}} KB',
    keyFiles: 'Key and certificate files',
    chosenFiles: 'Chosen files',
    chooseOtherFiles: 'Choose other files…',
    chooseKeyFiles: 'Choose key and certificate files…',
    passphrase: 'Passphrase or PKCS#12 password (if the key is protected)',
    noKey: 'No key',
    certificateExpired: 'Certificate expired',
    expiresInDays_one: 'Expires in {{count, number}} day',
    expiresInDays_other: 'Expires in {{count, number}} days',
    notValidYet: 'Not valid yet',
    certificateValid: 'Certificate valid',
    expiredWarning:
      'The QSEAL certificate of "{{name}}" expired on {{date}}. Payments through this profile are blocked until you renew it (Certificate renewal below).',
    expiringWarning_one:
      'The QSEAL certificate of "{{name}}" expires on {{date}} ({{count, number}} day). Order a new one from your trust service provider and renew it below before then.',
    expiringWarning_other:
      'The QSEAL certificate of "{{name}}" expires on {{date}} ({{count, number}} days). Order a new one from your trust service provider and renew it below before then.',
    subject: 'Subject',
    issuer: 'Issuer',
    organisationIdentifier: 'Organisation identifier',
    noneInCertificate: '(none in the certificate)',
    serialNumber: 'Serial number',
    validFrom: 'Valid from',
    validUntil: 'Valid until',
    key: 'Key',
    rsaBits: 'RSA {{bits}} bits',
    fingerprint: 'SHA-256 fingerprint',
    certificateHeading: 'QSEAL key and certificate',
    noKeyYet:
      'No key yet. Import the QSEAL private key and certificate your trust service provider issued. The key is kept in this computer’s keychain and never shown again.',
    awaitingCertificate:
      'A key generated here is waiting for its certificate: import only the certificate file when your trust service provider sends it.',
    demoKey: 'The demo bank’s key is installed automatically.',
    keyRegistered: 'This key is registered with the bank. To change key or certificate, use Certificate renewal below.',
    replaceKey: 'Replace the key',
    importKey: 'Import key and certificate',
    checkAndImport: 'Check and import',
    checking: 'Checking…',
    importHint:
      'Choose the key file and the certificate file (PEM), one PEM holding both, or one .p12/.pfx file. Keys must be RSA of 2048 bits or more.',
    keyImported: 'Key and certificate imported into the keychain.',
    csrNoKey: 'No key yet? Generate a key and a certificate signing request',
    csrRenewing: 'Renewing with a new key? Generate a key and a certificate signing request',
    csrDifferent: 'Need a different key? Generate a key and a certificate signing request',
    csrIntro:
      'Bulkpay creates the private key in this computer’s keychain and gives you a signing request (CSR) to send to your qualified trust service provider. When the certificate arrives, import it above, or under Certificate renewal once the profile is onboarded.',
    csrDone: 'Key generated and stored in the keychain. Send the request to your trust service provider.',
    country: 'Country (two letters)',
    organisationName: 'Organisation name',
    organisationIdentifierPsd2: 'Organisation identifier (PSD2 authorisation number)',
    organisationIdentifierHint:
      'For example PSDFI-FINFSA-1234567-8; your trust service provider can tell you the exact form.',
    commonName: 'Common name',
    keySize: 'Key size',
    rsaBitsOnly: '{{bits}} bits',
    recommendedBits: '{{bits}} bits (recommended)',
    generating: 'Generating the key…',
    generate: 'Generate key and request',
    csrText: 'Certificate signing request (public; safe to send)',
    saveAsFile: 'Save as file',
    renewal: 'Certificate renewal',
    renewalIntro:
      'When your trust service provider issues a new QSEAL certificate, register it here. The current key keeps signing until the bank confirms the new certificate; then Bulkpay switches to it at once.',
    renew: 'Check and renew with the bank',
    renewing: 'Renewing…',
    renewalHint:
      'Choose the new certificate, plus the new key file if the key changed (or one .p12/.pfx). A certificate for a key generated here needs no key file.',
    renewed: 'Certificate renewed: the bank confirmed it and Bulkpay now signs with it.',
    renewLoginHint: 'Log in under Bank onboarding above, then renew again.',
    dataFolder: 'Data folder',
    dataFolderIn: 'The payment history, logs and sealed key files are in',
    dataFolderKeys:
      'Private keys and client secrets are in the system keychain, never in this folder in readable form.',
    showDataFolder: 'Show data folder',
    bannerExpired: 'The QSEAL certificate of "{{name}}" expired on {{date}}: payments are blocked until it is renewed.',
    bannerExpiring_one: 'The QSEAL certificate of "{{name}}" expires on {{date}} ({{count, number}} day left).',
    bannerExpiring_other: 'The QSEAL certificate of "{{name}}" expires on {{date}} ({{count, number}} days left).',
    renewInSettings: 'Renew in Settings',
    demoRestored: 'Demo bank added back.',
    restoreDemo: 'Add the demo bank back',
    demoToolsTitle: 'Try things in the demo bank',
    demoToolsText:
      'No real money: add funds to a demo account to try a large payroll, or start the demo again from its first day.',
    demoAccount: 'Demo account',
    demoAmount: 'Amount to add',
    demoAddFunds: 'Add funds',
    demoFundsAdded: '{{amount}} added to {{account}}.',
    demoAmountProblem: 'Type an amount greater than zero, like {{example}}.',
    demoReset: 'Reset the demo bank',
    demoResetConfirm:
      'Reset the demo bank to its first day? Its balances go back to the start, its bulks and transactions are forgotten, and you sign in again. Your history on this computer stays.',
    demoResetDone: 'The demo bank is back at its first day. Sign in again on Accounts.',
    noProfile: 'No bank profile',
    noProfileAction:
      'Add a bank profile with the addresses your bank gives, then import your QSEAL key and do the onboarding.',
    activated: 'Payments now go through {{name}}.',
    confirmRemoveDemo: 'Remove the demo bank? This cannot be undone.',
    confirmRemove: 'Remove "{{name}}" and delete its key and client secret from the keychain? This cannot be undone.',
    profileRemoved: 'Profile removed.',
    approvedToast: 'The bank approved the application: client id and secret stored.',
    onboarding: 'Bank onboarding',
    approvedClientId: 'Approved · client id {{id}}',
    notApprovedYet: 'Not approved yet',
    demoApplication: 'The demo bank’s application is approved and installed automatically.',
    certificateFirst:
      'Import the QSEAL key and certificate first: the bank registers the application with the certificate.',
    onboardingAccount: 'Onboarding account',
    loggedInAs: 'Logged in as {{email}} until {{time}}.',
    logOut: 'Log out',
    loginEnded: 'Your onboarding login has ended (the bank allows 5 minutes). Enter the password again to continue.',
    application: 'Application',
    applicationRegistered: 'Application registered with the bank. It now waits for the bank’s approval.',
    showApplications: 'Show my applications',
    applicationLinked: 'Application linked to this profile.',
    approval: 'Approval',
    approvedStored:
      'Approved. The client id and secret are stored (the secret in the keychain); payments can be signed.',
    waitingApproval: 'Waiting for the bank to approve application {{id}}.',
    approvedShort: 'Approved: client id and secret stored.',
    notApprovedRefresh: 'Not approved yet. Refresh again later.',
    refreshApproval: 'Refresh approval',
    afterRegistered: 'After the application is registered, come back here to refresh until the bank approves it.',
    accountCreated: 'Onboarding account created.',
    signupForm: 'Sign up for onboarding',
    loginForm: 'Log in to onboarding',
    newToBank: 'New to this bank: sign up',
    haveAccount: 'I have an onboarding account: log in',
    onboardingEmail: 'Onboarding e-mail',
    firstName: 'First name',
    lastName: 'Last name',
    onboardingPassword: 'Onboarding password',
    passwordHintSignup: 'At least 8 characters. Bulkpay does not store it.',
    passwordHintLogin: 'Bulkpay does not store it; the login lasts 5 minutes.',
    signupAndLogin: 'Sign up and log in',
    logIn: 'Log in',
    registerForm: 'Register the application',
    organisationUrl: 'Organisation web address',
    registering: 'Registering…',
    register: 'Register application with the certificate',
    noApplications: 'No applications yet for this onboarding account.',
    applicationsCaption: 'Applications of the onboarding account',
    organisation: 'Organisation',
    approved: 'Approved',
    waitingForApproval: 'Waiting for approval',
    usedByProfile: 'Used by this profile',
    useForProfile: 'Use for this profile',
    demoName: 'Demo bank (sandbox, no real money)',
  },
  accountsScreens: {
    account: 'Account',
    ibanOrUk: 'IBAN / UK number',
    sortCode: 'Sort code {{sortCode}} · Account {{account}}',
    available: 'Available',
    booked: 'Booked',
    blocked: 'Blocked',
    feesPayable: 'Fees payable',
    state: 'State',
    accountState: {
      active: 'Active',
    },
    noAccounts: 'No accounts',
    noAccountsAction: 'The bank returned no accounts for this customer.',
    archivedCount: 'Archived accounts ({{count, number}})',
    archived: 'Archived accounts',
    chooseAccount: 'Choose an account to see its transactions.',
    sessionEnded: 'Your bank session has ended.',
    waitingFor: 'Waiting: {{actions}}.',
    signInAgain: 'Sign in again',
    waitingToContinue: 'Waiting to continue: {{actions}}.',
    cancelWaiting: 'Cancel the waiting actions',
    afterApproval: 'After approval, Bulkpay continues: {{actions}}.',
    executed: 'Executed',
    e2e: 'E2E {{id}}',
    filterTransactions: 'Filter transactions',
    show: 'Show',
    all: 'All',
    paid: 'Paid',
    scheduled: 'Scheduled',
    direction: 'Direction',
    inAndOut: 'In and out',
    incoming: 'Incoming',
    outgoing: 'Outgoing',
    from: 'From',
    to: 'To',
    exported: 'Exported {{file}}.',
    noMatching: 'No transactions match these filters in the last year.',
    noTransactions: 'No transactions in the last year.',
    bookedExecuted: 'Booked / executed',
    counterpartyReference: 'Counterparty and reference',
    amount: 'Amount',
    transaction: 'Transaction',
    closeTransaction: 'Close the transaction',
    close: 'Close',
    counterparty: 'Counterparty',
    debtor: 'Debtor',
    creditor: 'Creditor',
    bookingDate: 'Booking date',
    dueDate: 'Due date',
    message: 'Message',
    reference: 'Reference',
    endToEndId: 'End-to-end id',
    method: 'Method',
    description: 'Description',
    transactionId: 'Transaction id',
    unknown: 'unknown',
    bankState: {
      unverified: 'Waiting for approval',
      verified: 'Approved, not yet paid',
      paid: 'Paid',
      notenoughbalance: 'Not sent: not enough balance',
      cancelled: 'Cancelled',
      scheduled: 'Scheduled',
      other: 'Other ({{state}})',
    },
    newPayment: 'New single payment',
    payFrom: 'Pay from',
    accountOption: '{{name}} · {{iban}} · available {{available}}',
    receiverName: 'Receiver name',
    bicOptional: 'BIC (optional)',
    currency: 'Currency',
    messageToReceiver: 'Message to the receiver',
    endToEndIdOptional: 'End-to-end id (optional)',
    creating: 'Creating…',
    createPayment: 'Create payment',
    receiver: 'Receiver',
    createdNotConfirmed: 'Created, not confirmed',
    checkAndConfirm: 'Check and confirm the payment',
    paymentFinished: 'Payment finished',
    paymentOnItsWay: 'Payment on its way',
    confirmIntro:
      'The bank has created this payment but will not pay it until you confirm. Confirming starts the approval on your phone.',
    approveOnPhone: 'Approve the payment on your phone. Bulkpay checks its state until it is paid or fails.',
    paymentProgress: 'Payment progress',
    outcome: {
      paid: 'The payment was made.',
      notenoughbalance:
        'The account did not have enough balance, so the payment was not made. Add funds or choose another account, then create it again.',
      cancelled: 'The payment was cancelled at the bank and was not made.',
    },
    confirming: 'Confirming…',
    confirmPayment: 'Confirm payment',
    newPaymentButton: 'New payment',
    discard: 'Discard',
    action: {
      loadingAccounts: 'Loading the accounts',
      loadingTransactions: 'Loading transactions',
      loadingTransaction: 'Loading the transaction',
      checkingAccount: 'Checking the paying account',
      creatingPayment: 'Creating the payment',
      confirmingPayment: 'Confirming the payment',
      checkingPayment: 'Checking the payment',
      sendingBulk: 'Sending the bulk',
      checkingBulk: 'Checking the bulk',
      resendingBulks: 'Resending unconfirmed bulks',
    },
  },
  payees: {
    title: 'Payees',
    introTeam:
      'Everyone the team has paid, from any desktop, with each account they were paid to: the team’s payee book. Payments are checked against it before they are released and sent: a changed account, a new payee, an account paid under another name and an unusual amount are shown on their row; a blocked account stops the payment.',
    teamJudgesOnly:
      'Only approvers and admins trust, block or unblock accounts in the team’s payee book; ask one of them. You can add payees and notes by importing a payee file.',
    intro:
      'Everyone paid from this computer, with each account they were paid to. Payments are checked against this list before they are sent: a changed account, a new payee, an account paid under another name and an unusual amount are shown on their row; a blocked account stops the payment.',
    search: 'Search name or IBAN',
    filter: 'Show',
    all: 'All',
    export: 'Export CSV',
    importCsv: 'Import CSV',
    none: 'No payees yet: the list fills as payments are sent.',
    noneMatch: 'No payee matches.',
    name: 'Payee',
    iban: 'IBAN',
    state: 'Trust',
    count: 'Payments',
    lastPaid: 'Last paid',
    note: 'Note',
    actions: 'Actions',
    accountOnly: '(account only)',
    wasBlocked: 'was blocked',
    payments: 'Payments',
    trustAction: 'Trust',
    blockAction: 'Block…',
    unblockAction: 'Unblock',
    reason: 'Reason for the block',
    blockConfirm: 'Block {{iban}}',
    recent: '$t(counts.payments, {"count": {{count}} }); the latest amounts:',
    trusted: '{{iban}} is trusted.',
    blocked: '{{iban}} is blocked: payments to it are stopped.',
    unblocked: '{{iban}} is no longer blocked.',
    imported: 'Imported $t(counts.rows, {"count": {{count}} }).',
    trust: {
      new: 'New',
      known: 'Known',
      trusted: 'Trusted',
      blocked: 'Blocked',
    },
  },
  validateText: {
    summary_one:
      '{{file}}: {{count, number}} payment in $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    summary_other:
      '{{file}}: {{count, number}} payments in $t(counts.bulks, {"count": {{bulks}} }) ({{encoding}}, {{format}})',
    withBom: '{{encoding}} with BOM',
    csvFormat: 'CSV, delimiter "{{delimiter}}", decimal {{decimal}}',
    encoding: 'Encoding {{encoding}}: {{reason}}.',
    encodingReason: {
      bom: 'the file starts with a byte order mark',
      utf16_zero_bytes: 'every other byte is zero, as in UTF-16 text',
      valid_utf8: 'every byte is valid UTF-8',
      mostly_utf8: 'the file is UTF-8 except for a few invalid bytes (each such line has an error)',
      not_utf8: 'the bytes are not UTF-8, and Windows-1252 is what Excel writes on Windows in Western Europe',
      chosen: 'you chose it',
    },
    sheetRead: 'Sheet read: “{{sheet}}” of {{sheets}}; choose another with --sheet NAME or NUMBER.',
    debtorAccount: 'The file says to pay from {{iban}} (DbtrAcct): choose that account when you send it.',
    bulk_one: 'bulk {{number}}: {{count, number}} payment (line {{first}}), total {{total}}',
    bulk_other: 'bulk {{number}}: {{count, number}} payments (lines {{first}}–{{last}}), total {{total}}',
    moreBulks: '… and {{count, number}} more bulks.',
    fileTotal: 'Total of the file: {{total}}',
    noAmounts: 'no readable amounts',
    eachBulkApproval: 'Each bulk needs its own approval on the phone.',
    example: '(e.g. “{{preview}}”)',
    moreIn: '… and {{count, number}} more (all in {{file}})',
    moreListThem: '… and {{count, number}} more (list them all with --all-problems FILE)',
    errors:
      '$t(counts.errors, {"count": {{count}} }) in $t(counts.rows, {"count": {{rows}} }), $t(counts.kinds, {"count": {{kinds}} }):',
    warnings: '$t(counts.warnings, {"count": {{count}} }):',
    notReady: 'Not ready to send: fix the errors above.',
    ready: 'No errors: ready to send.',
  },
  inboxWhy: {
    title: 'Bulkpay did not take {{file}} from the ERP inbox ({{at}}).',
    duplicate:
      'Why: the same file (the same content) was already picked up on {{at}} as {{earlier}}; Bulkpay takes each file once, so nothing is paid twice.',
    duplicateTodo:
      'What to do: nothing, if the ERP sent it again by mistake. To pay these payments again, import the file in the Bulkpay window yourself.',
    why: 'Why: {{reason}}',
    todo: 'What to do: correct the payments in the ERP and export them into the inbox again. This file stays here for reference and is not read again.',
  },
  cli: {
    profileCharacterSet: 'Bank profile "{{name}}": characters the bank accepts: {{set}}.',
    payeesNone: 'No payees in the book yet; it fills as payments are sent.',
    payeesHeading: '$t(counts.payeeAccounts, {"count": {{count}} }) in the book',
    payeeBlocked: '{{iban}} is blocked: payments to it are refused ({{entries}} entry/entries).',
    payeeTrusted: '{{iban}} is trusted.',
    payeeUnblocked: '{{iban}} is no longer blocked.',
    payeesImported: 'Imported $t(counts.rows, {"count": {{count}} }) into the payee book.',
    payeesExported: 'Wrote the payee book ({{count, number}} rows) to {{file}}.',
    changedPayeesRefused_one:
      'bulkpay submit: nothing sent: $t(counts.payments, {"count": {{count}} }) would go to an account the payee has never been paid to (line {{lines}}). --accept-warnings does not cover changed bank details. Confirm each change with the payee by phone, then add --confirm-changed-payees, or trust the new IBAN first with `bulkpay payees trust <IBAN>`.',
    changedPayeesRefused_other:
      'bulkpay submit: nothing sent: $t(counts.payments, {"count": {{count}} }) would go to an account the payee has never been paid to (lines {{lines}}). --accept-warnings does not cover changed bank details. Confirm each change with the payee by phone, then add --confirm-changed-payees, or trust the new IBAN first with `bulkpay payees trust <IBAN>`.',
    payeeTrust: {
      new: 'new',
      known: 'known',
      trusted: 'trusted',
      blocked: 'BLOCKED',
    },
    untilBankEnds: 'the bank ends it',
    usingSessionOf:
      'Using the bank session of {{email}} approved earlier; it lasts until {{until}}. `bulkpay logout` ends it.',
    usingSession: 'Using the bank session approved earlier; it lasts until {{until}}. `bulkpay logout` ends it.',
    askEmail: 'Bank e-mail:',
    askPassword: 'Bank password:',
    noCredentials:
      'no bank e-mail or password. Set BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD, or run this in a terminal to be asked.',
    approveOnPhone:
      'Approve the sign-in on your phone. Check that it shows the code {{code}}. The request expires at {{expires}}.',
    signInIncomplete: 'The sign-in did not complete.',
    signedInAs: 'Signed in as {{email}}; the bank session lasts until {{until}}.',
    sessionEnded: 'The bank session ended; sign in again to continue.',
    signedInUntil: 'Signed in until {{until}}.',
    signedIn: 'Signed in.',
    nothingToForget:
      'Nothing to forget: with BULKPAY_BASE_URL set, Bulkpay keeps no session; the token is BULKPAY_TOKEN. Unset it to stop using it.',
    notSignedIn: 'Not signed in: no bank session was kept.',
    signedOutOf:
      'Signed out {{email}}: the bank session is forgotten; the next command asks for a new approval on the phone.',
    signedOut: 'Signed out: the bank session is forgotten; the next command asks for a new approval on the phone.',
    account: 'Account',
    currency: 'Currency',
    available: 'Available',
    booked: 'Booked',
    blocked: 'Blocked',
    state: 'State',
    archivedAccount: '{{name}} (archived)',
    unknown: 'unknown',
    noSuchBulk: 'there is no bulk {{id}} in the history at this data folder (BULKPAY_DATA_DIR).',
    noBulks: 'No bulks in the history yet.',
    bulkState: {
      sending: 'sending',
      unknown: 'outcome unknown, still retrying',
      pending_approval: 'waiting for approval on the phone',
      processing: 'processing',
      approved: 'approved',
      rejected: 'rejected',
      not_accepted: 'refused by the bank',
      not_sent: 'not sent',
      other: 'other ({{state}})',
    },
    minutesLeft: '{{minutes}} min left to approve',
    lastConfirmedAt: 'last state the bank confirmed at {{time}} UTC: {{state}}; it may have moved on since',
    lastConfirmedBefore:
      'last state the bank confirmed before this run (the bank could not be asked since): {{state}}; it may have moved on since',
    bulkLine: 'bulk {{sequence}} {{id}}: {{payments}} payments, {{totals}}: {{state}}',
    bulkLineAgain: 'bulk {{sequence}} (sent again) {{id}}: {{payments}} payments, {{totals}}: {{state}}',
    bulkChanged: 'bulk {{sequence}} {{id}}: {{state}}',
    line: 'line {{line}}',
    paymentState: {
      pending: 'pending',
      paid: 'paid',
      notenoughbalance: 'notenoughbalance',
      rejected: 'rejected',
      not_accepted: 'not_accepted',
      not_sent: 'not_sent',
      scheduled: 'scheduled',
    },
    importedInto: 'Imported into “{{name}}”:',
    renewed: 'Renewed: “{{name}}” now signs with the new key.',
    reviewLine:
      '{{file}}: $t(counts.payments, {"count": {{payments}} }) in $t(counts.bulks, {"count": {{bulks}} }) from {{account}}, {{available}} available',
    reviewBulk: 'bulk {{bulk}}: {{payments}} payments (lines {{first}}–{{last}}), total {{totals}}',
    overBalance: 'more than the available balance',
    errorsHeading: '$t(counts.errors, {"count": {{count}} }):',
    warningsHeading: '$t(counts.warnings, {"count": {{count}} }):',
    notSent: 'Not sent: {{reason}}',
    reviewOnly: 'Nothing sent: review only. Run again with --yes to send these bulks.',
    reviewOnlyWarnings:
      'Nothing sent: review only. Run again with --yes --accept-warnings (once you have checked the warnings above) to send these bulks.',
    waitingForBulks: 'Waiting for approval on the phone and the bank to process each bulk…',
  },
  team: {
    nav: {
      label: 'Team',
      hint: 'Runs waiting for release by a second person, and the team’s recent runs',
    },
    banner: {
      title: 'Team database unreachable.',
      stillWorks: 'Nothing is sent until it answers again.',
    },
    role: {
      preparer: 'Preparer',
      approver: 'Approver',
      admin: 'Admin',
      viewer: 'Viewer',
    },
    roleHint: {
      preparer: 'You prepare runs and submit them for release; someone else releases them.',
      approver: 'You release or return runs prepared by others, and may send released runs.',
      admin: 'You manage the team’s members and roles, and may prepare, release and send runs.',
      viewer: 'You can see the team’s runs but not change them.',
    },
    state: {
      awaiting_release: 'Waiting for release',
      returned: 'Returned',
      released: 'Released',
      sending: 'Being sent',
      sent: 'Sent',
    },
    action: {
      first_approval: 'approved (first of two)',
      release_rule_changed: 'changed a release rule',
      prepared: 'prepared',
      returned: 'returned',
      released: 'released',
      sending: 'started sending',
      sent: 'sent to the bank',
    },
    warning: {
      duplicate_in_file: 'duplicates in the file',
      sent_recently: 'already sent recently',
      payee_bank_details_changed: 'bank details changed',
      payee_new: 'new payees',
      iban_other_payee: 'account paid under another name',
      amount_unusual: 'unusual amounts',
      name_lookalike_characters: 'look-alike characters in names',
      sent_by_team: 'in a recent team run',
      balance_unknown: 'balance unknown',
      file_total_over_balance: 'total over the balance',
      non_sepa_characters: 'characters the bank does not take',
      sepa_not_eur: 'SEPA in a currency other than EUR',
      reference_check_digit: 'reference check digit',
      structured_reference_too_long: 'reference too long',
      debtor_account_mismatch: 'paying account differs from the file',
    },
    settings: {
      title: 'Team',
      loading: 'Checking team mode…',
      intro:
        'A finance team shares one database: one person prepares a run, another releases it, and each run is sent once. Your IT admin gives you the address and your database password.',
      address: 'Team database address',
      password: 'Database password (kept in this computer’s keychain)',
      install: 'Install or upgrade the team schema (admins setting up the team)',
      connect: 'Connect',
      connecting: 'Connecting…',
      you: 'You',
      noRole: 'no Bulkpay role yet: ask a team admin',
      server: 'Server',
      serverLine: 'PostgreSQL {{version}}, schema version {{schema}}',
      payeeKeyUnicode:
        "This Bulkpay reads names by Unicode {{app}}, the team database by Unicode {{tables}}: a payee whose name has a rare character may be warned about here and not by the team's release rule, or the other way round. Tell your team admin, who asks for a Bulkpay version whose versions agree.",
      schemaOld: 'The team schema is older than this Bulkpay; an admin reconnects with “Install or upgrade” ticked.',
      indexesBuilding_one:
        'One of the team database’s search indexes is being built now: searching the team history can be slow until it is ready. Nothing to do.',
      indexesBuilding_other:
        '{{count, number}} of the team database’s search indexes are being built now: searching the team history can be slow until they are ready. Nothing to do.',
      indexesMissing_one:
        'One of the team database’s search indexes is missing or was left unfinished by an interrupted build: searching the team history can be slow until it is built again.',
      indexesMissing_other:
        '{{count, number}} of the team database’s search indexes are missing or were left unfinished by an interrupted build: searching the team history can be slow until they are built again.',
      indexesAdmin:
        'The team database’s owner builds them again with the team upgrade, as the team admin guide describes. Everyone can keep working meanwhile.',
      indexesAsk: 'Ask your team admin to have them built again.',
      payeeNamesFilling:
        'The team history’s payee names are being added now: searching the team history by payee can be slow until it ends. Nothing to do.',
      payeeNamesUnfilled:
        'The team history’s payee names were left unfinished by an interrupted upgrade: searching the team history by payee can be slow until they are added. The team database’s owner finishes it with the team upgrade, as the team admin guide describes. Everyone can keep working meanwhile.',
      disconnect: 'Leave team mode',
      disconnectConfirm:
        'Leave team mode on this computer? The password is removed from the keychain; the team’s runs stay in the team database.',
    },
    members: {
      title: 'Members and roles',
      dbRole: 'Database login',
      appRole: 'Bulkpay role',
      roleOf: 'Bulkpay role of {{role}}',
      addRole: 'Database login to add',
      add: 'Give role',
      hint: 'Members are the database’s own login roles; your database administrator creates them.',
    },
    runs: {
      title: 'Team runs',
      notConnected: 'This computer is not connected to a team database. Connect it in Settings → Team.',
      toSettings: 'Open Settings',
      back: '← All team runs',
      waiting_one: 'Waiting for release: {{count}} run',
      waiting_other: 'Waiting for release: {{count}} runs',
      waitingList: 'Runs waiting for release',
      noneWaiting: 'No run is waiting for release.',
      recent: 'Recent runs',
      recentList: 'Recent team runs',
      noneRecent: 'No other runs yet.',
      meta_one: '{{count}} payment · prepared by {{user}} on {{at}}',
      meta_other: '{{count}} payments · prepared by {{user}} on {{at}}',
      returnedShort: 'returned: “{{comment}}”',
      open: 'Open',
      openRun: 'Open run {{file}}',
    },
    release: {
      title: 'Run {{file}}',
      total: 'Total',
      payments: 'Payments',
      from: 'Paid from',
      preparedBy: 'Prepared by',
      bankIdentity: 'Bank identity (TPP · customer)',
      bankIdentityValue: '{{tpp}} · {{customer}}',
      releasedBy: 'Released by',
      byAt: '{{user}}, {{at}}',
      warnings: 'Warnings acknowledged by the preparer',
      noWarnings: 'none',
      warningsTitle_one: '{{count}} warning on this run, as checked on this computer',
      warningsTitle_other: '{{count}} warnings on this run, as checked on this computer',
      returned: 'Returned by {{user}}: “{{comment}}”. Fix the file, then submit it for release again.',
      ownRun: 'You prepared this run, so someone else must release it (four-eyes rule).',
      alreadyReleased:
        'This run shares $t(counts.payments, {"count": {{count}} }) (line {{lines}}) with another team run that is released or sent: releasing this one pays those lines twice.',
      payAgain: 'I mean to pay these payments again',
      plannedBulks: 'Bulks of this run (sent from another computer)',
      plannedBulk: 'Bulk {{index}}: $t(counts.payments, {"count": {{count}} }), {{total}}',
      underThreshold: 'This run is under the team’s release threshold: no second person is needed.',
      beingSent: 'Being sent by {{user}} on {{host}}.',
      sent: 'Sent to the bank by {{user}} on {{host}}. The customer approves each bulk on the phone, as usual.',
      checkProblem: 'This run could not be checked against the bank on this computer: {{problem}}',
      release_one: 'Release {{count}} payment',
      release_other: 'Release {{count}} payments',
      releasing: 'Releasing…',
      commentLabel: 'Comment for the preparer (to return the run)',
      return: 'Return with comment',
      send_one: 'Send {{count}} payment',
      send_other: 'Send {{count}} payments',
      sending: 'Sending…',
      sendHint: 'Any team computer with the bank key may send it; the team store makes sure it is sent once.',
      bulks: 'Bulks at the bank',
      everyPayment_one: 'The {{count}} payment of this run',
      everyPayment_other: 'All {{count}} payments of this run',
      line: 'Line',
      payee: 'Payee',
      iban: 'Account',
      reference: 'Reference',
      amount: 'Amount',
      history: 'History of this run',
      historyLine: '{{at}}: {{user}} {{action}}',
    },
    submit: {
      title: 'Submit for release',
      notPreparer: 'Your team role does not prepare runs; a preparer or an admin submits them.',
      importFirst:
        'Import a file on the Payments screen, fix its problems and choose the paying account; then submit it here for release.',
      current_one: '{{file}}: {{count}} payment ready on the Payments screen.',
      current_other: '{{file}}: {{count}} payments ready on the Payments screen.',
      review: 'Check for release',
      checking: 'Checking…',
      reviewGroup: 'Run to submit for release',
      summary_one: '{{count}} payment in $t(counts.bulks, {"count": {{bulks}} }), total {{total}}, from {{account}}.',
      summary_other:
        '{{count}} payments in $t(counts.bulks, {"count": {{bulks}} }), total {{total}}, from {{account}}.',
      submit_one: 'Submit {{count}} payment for release',
      submit_other: 'Submit {{count}} payments for release',
      submitting: 'Submitting…',
      done: 'Submitted: the run now waits for a second person to release it.',
      doneNoRelease: 'Submitted: under the release threshold, so it is released already and can be sent.',
      open: 'Open the run',
    },
    guided: {
      step: 'Release (four eyes)',
      hint: 'A second person checks the run and releases it; then it is sent.',
      title: 'Waiting for release',
      none: 'No run was submitted from this screen. Submit the payments for release on the Review step.',
      unreachable:
        'Submitting waits for the team database: it cannot be reached right now (see above). Try again once it answers.',
    },
  },
  erpReports: {
    runs: 'Payment runs',
    runsHint:
      'Each file you sent, with every bulk sent from it (also when it was sent again after a stop). Its reports cover the whole run.',
    runsEmpty: 'No file has been sent yet. Each file you send shows here with its reports.',
    runLine_one: '{{count, number}} payment · bulks: {{bulks, number}} · last imported {{date}}',
    runLine_other: '{{count, number}} payments · bulks: {{bulks, number}} · last imported {{date}}',
    final: 'Final',
    inProgress: 'Not final yet',
    reportsOf: 'Reports of {{name}}',
    pdf: 'Report (PDF)',
    pdfBusy: 'Making the report…',
    pain002: 'pain.002',
    pain002Title: 'Payment status report for your ERP (ISO 20022)',
    runReport: 'Run report',
    camt054Title: 'Debit notification of this bulk: its paid payments as one entry (ISO 20022)',
    saved: '{{what}} saved to your downloads.',
    outbox: 'ERP outbox',
    outboxHelp:
      'When every bulk of a payment run is final, Bulkpay writes its pain.002 status report into this folder, whole or not at all, for your ERP to import.',
    outboxOff: 'Off.',
    outboxFolder: 'Folder:',
    outboxChoose: 'Choose folder…',
    outboxTurnOff: 'Turn off',
    outboxSet: 'Status reports go to {{folder}}.',
    outboxIsOff: 'The ERP outbox is off.',
    inbox: 'ERP inbox',
    inboxHelp:
      'Your ERP saves payment files (pain.001, CSV or Excel) into this folder. Bulkpay reads each new file once, when it is completely written, and offers it on Home. A file it cannot read goes into the folder “rejected” with a note of why.',
    inboxTeam: 'Submit each good file to the team for release, instead of offering it on Home',
    inboxTeamAccount: 'Pay from',
    inboxTeamSignIn: 'Sign in on Accounts to choose the account the team pays these files from.',
    inboxSet: 'Bulkpay reads payment files from {{folder}}.',
    inboxIsOff: 'The ERP inbox is off.',
    statementFrom: 'From',
    statementTo: 'to',
    statementScheduled: 'scheduled',
    statementScheduledTitle: 'Also list scheduled (not yet booked) payments, as pending entries',
    statement: 'Statement (camt.053)',
    statementBusy: 'Reading every page…',
    statementWhat: 'Statement',
    busyOther: 'Another report is being made; wait for it to finish.',
    runPdf: 'Run report (PDF)',
    runPdfTitle: 'The run report of every bulk sent from this file, for the approver and the auditor',
    pain002BulkTitle: 'Payment status report of this bulk alone, for your ERP (ISO 20022)',
  },
  fix: {
    gridLabel: 'Payments in the file',
    gridHelp:
      'Arrow keys move between cells, Enter edits a cell, Enter saves and Escape cancels, Tab leaves the table. Ctrl+Z undoes the last change.',
    line: 'Line',
    remove: 'Remove',
    cellLabel: '{{field}}, line {{line}}: {{value}}',
    editorLabel: '{{field}}, line {{line}}',
    empty: 'empty',
    inFile: 'In the file: {{raw}}',
    removeLine: 'Remove line {{line}}',
    removeTitle: 'Remove this payment (Undo brings it back)',
    noRows: 'No payments.',
    noProblemRows: 'No rows with problems.',
    removedLine: 'Removed line {{line}}.',
    editedCell: 'Changed {{field}} on line {{line}}.',
    undo: 'Undo',
    undone: 'Undone: {{what}}',
    dismiss: 'Dismiss',
    groupTitle_one: '{{kind}}: {{count, number}} row',
    groupTitle_other: '{{kind}}: {{count, number}} rows',
    showMore_one: 'Show {{count, number}} more row',
    showMore_other: 'Show {{count, number}} more rows',
    ignoreColumn: 'Ignore the {{field}} column',
    ignoredColumn_one: 'Ignored the {{field}} column ({{count, number}} row).',
    ignoredColumn_other: 'Ignored the {{field}} column ({{count, number}} rows).',
    previewCaption: 'How the first rows read in the characters the bank takes',
    before: 'Before',
    after: 'After',
    germanSpelling:
      'German spelling (ä → ae, ö → oe, ü → ue); without it ä → a, å → a, ö → o, as Swedish and Finnish write',
    transliterate_one: 'Transliterate {{count, number}} row',
    transliterate_other: 'Transliterate all {{count, number}} rows',
    transliterated_one: 'Transliterated {{count, number}} cell to the characters the bank takes.',
    transliterated_other: 'Transliterated {{count, number}} cells to the characters the bank takes.',
    charactersGroup_one:
      '{{count, number}} row has characters this bank does not take in “{{field}}”: {{characters}} (line {{lines}})',
    charactersGroup_other:
      '{{count, number}} rows have characters this bank does not take in “{{field}}”: {{characters}} (lines {{lines}})',
    removeDuplicates_one: 'Remove {{count, number}} exact copy',
    removeDuplicates_other: 'Remove {{count, number}} exact copies',
    removedDuplicates_one: 'Removed {{count, number}} exact copy.',
    removedDuplicates_other: 'Removed {{count, number}} exact copies.',
    kind: {
      non_sepa_characters: 'Characters this bank does not take',
      duplicate_in_file: 'Possible duplicates',
      sent_recently: 'Already sent recently',
      payee_bank_details_changed: 'Changed bank details',
      payee_new: 'New payees',
      iban_other_payee: 'Account paid under another name',
      amount_unusual: 'Unusual amounts',
      payee_blocked: 'Blocked accounts',
      name_lookalike_characters: 'Look-alike characters in names',
      bank_rejected: 'Refused by the bank',
      ragged_row: 'Rows with too many or too few columns',
      iban_checksum: 'IBAN check digits',
      iban_length: 'IBAN length',
    },
    explain: {
      field_not_accepted_due_date: 'bulk payments are executed at once',
      field_not_accepted_payment_account: 'all payments are paid from the account you choose',
      field_not_accepted_execute_verification_of_payee: 'not available inside a bulk',
      non_sepa_characters: 'the bank may replace or reject them',
      duplicate_in_file: 'same payee, amount and reference as an earlier row',
      sent_recently: 'an identical payment was sent in the last 30 days',
      payee_bank_details_changed: 'paid before to another account; confirm by phone',
      payee_new: 'never paid before',
      iban_other_payee: 'this account was paid under another payee’s name',
      amount_unusual: 'far from this payee’s usual amounts',
      payee_blocked: 'blocked in the payee book',
      name_lookalike_characters: 'characters that look like others or turn the text around',
      iban_checksum: 'a digit may be mistyped; check the account numbers',
      iban_length: 'a digit may be missing or extra',
      iban_missing: 'enter the account the money goes to',
      name_missing: 'enter the payee names',
      amount_unreadable: 'not read as amounts; check the decimal mark',
      amount_too_many_decimals: 'round them to cents',
      reference_missing: 'each payment needs a reference or a message',
      sepa_not_eur: 'SEPA payments are in euros',
    },
    columns: 'Columns…',
    columnsTemplate: 'Columns: {{name}}',
    rereadWarning:
      'Changing the encoding, delimiter, decimal mark or columns reads the file again and discards your edits.',
    currencyTitle: 'The paying account’s currency, used for rows without a currency',
    delimiterComma: 'comma (,)',
    delimiterSemicolon: 'semicolon (;)',
    delimiterTab: 'tab',
    delimiterPipe: 'vertical bar (|)',
    useSample: 'Use the sample file',
    mappingRegion: 'Columns',
    mappingHeading: 'Which column holds what?',
    mappingIntro_one:
      '{{file}}: {{count, number}} column, named on line {{line, number}}. Guessed from the column names; change any that are wrong.',
    mappingIntro_other:
      '{{file}}: {{count, number}} columns, named on line {{line, number}}. Guessed from the column names; change any that are wrong.',
    mappingNoNames:
      '{{file}}: line {{line, number}} names none of the columns Bulkpay knows. Choose the line that holds the column names, or choose a column for each field.',
    headerLine: 'Column names are on',
    headerLineOption: 'Line {{line, number}}: {{text}}',
    notInFile: '— not in this file —',
    columnN: 'Column {{n}}',
    chooseColumns: 'Choose a column for {{fields}}.',
    preview: 'Preview',
    useColumns: 'Use these columns',
    cancel: 'Cancel',
    templateName: 'Template name',
    templatePlaceholder: 'Save as template, e.g. ERP export',
    saveTemplate: 'Save template',
    templateSaved: 'Saved “{{name}}”: files with these headers use it automatically.',
    required: 'required',
    stageReading: 'Reading',
    stageMapping: 'Applying the columns',
    stageChecking: 'Checking the payments',
  },
  run: {
    stepsLabel: 'Steps of the payment run',
    stepImport: 'Import',
    stepFix: 'Fix',
    stepReview: 'Review',
    stepApprove: 'Approve on the phone',
    stepOutcome: 'Outcome',
    hintImport: 'Choose the payment file your ERP or spreadsheet produced.',
    hintFix: 'Fix or remove every row with an error; warnings can stay.',
    hintReview: 'Choose the paying account and check the bulks before they go to the bank.',
    hintApprove: 'Approve each bulk in your bank app within one hour.',
    hintOutcome: 'What happened to the money, bulk by bulk.',
    state_done: '(done)',
    state_current: '(you are here)',
    state_next: '(to come)',
    nextIs: 'Next: {{step}}.',
    resuming: 'Reopening the run: reading the file again and replaying your edits…',
    fixEmpty: 'The file holds no payments to send.',
    fixLeft_one: '{{count, number}} error left to fix before the review.',
    fixLeft_other: '{{count, number}} errors left to fix before the review.',
    fixDone: 'No errors left: review the payments before sending.',
    reviewTitle: 'Review {{file}}',
    backToFix: '← Back to Fix',
    approvalsTitle_one: 'This sends {{count, number}} bulk',
    approvalsTitle_other: 'This sends {{count, number}} bulks: {{count, number}} approvals on your phone',
    approvalsText_one: 'The bulk needs its approval in your bank app within one hour.',
    approvalsText_other:
      'The bank takes at most 100 payments per bulk, so each of the {{count, number}} bulks needs its own approval in your bank app, each within one hour. A bulk not approved in time expires and pays nothing.',
    approvalsSend_one: 'Send {{count, number}} bulk',
    approvalsSend_other: 'Send {{count, number}} bulks and approve each',
    approvalsStop: 'Stop: do not send',
    approveTitle: 'Approve on your phone',
    approveLead_one:
      '{{count, number}} bulk is waiting for your approval in the bank app. This page follows it by itself.',
    approveLead_other:
      '{{count, number}} bulks are waiting for your approval in the bank app, one approval each. This page follows them by itself.',
    approveProcessing: 'Approved: the bank is paying. The outcome shows here when every payment has one.',
    outcomeTitle: 'Outcome',
    outcomeLead: '{{paid, number}} of {{total, number}} payments paid.',
    outcomeAmounts: '{{paid}} paid, {{notPaid}} not paid.',
    outcomeBulks: 'Bulks of this run',
    newRun: 'Start a new payment run',
    partlyPaid: 'Partly paid ({{paid, number}} of {{total, number}}; {{paidAmount}} paid, {{notPaidAmount}} not sent)',
    expired: 'Expired',
    rejected: 'Rejected',
    expiredText:
      'Nobody approved it in the bank app within the hour, so it expired. Nothing was paid: import the file again to send these payments.',
    rejectedText: 'Declined in the bank app. Nothing was paid.',
    cardPayments_one: '{{count, number}} payment',
    cardPayments_other: '{{count, number}} payments',
    cardFrom: 'from {{account}}',
    cardDeadline: 'Approve in your bank app: {{left}} left of the one-hour window.',
    open: 'Open',
    resendStart: 'Send the unsent payments again…',
    resendGroup: 'Send the unsent payments again',
    resendText: 'They go as a new bulk with a new reference and need a new approval.',
    resendSend_one: 'Send {{count, number}} payment again',
    resendSend_other: 'Send {{count, number}} payments again',
    resendSent_one: 'The unsent payment was sent as a new bulk; approve it on your phone.',
    resendSent_other: 'The {{count, number}} unsent payments were sent as a new bulk; approve it on your phone.',
    resendAccount: '{{name}} ({{iban}}), {{available}} available',
    cancel: 'Cancel',
    actorBank: 'the bank',
    actorApp: 'Bulkpay',
    auditCreated_one: 'recorded {{count, number}} payment ({{total}}) to send',
    auditCreated_other: 'recorded {{count, number}} payments ({{total}}) to send',
    auditResubmitted_one: 'sent {{count, number}} unpaid payment again as a new bulk',
    auditResubmitted_other: 'sent {{count, number}} unpaid payments again as a new bulk',
    auditAccepted: 'the bank took the bulk and asked for approval on the phone',
    auditNotAccepted: 'the bank refused the bulk; nothing was paid',
    auditNotSent: 'not sent: Bulkpay stopped before the bulk left',
    auditExported: 'exported for reconciliation',
    auditErpReport: 'status report written for the ERP',
    auditConfirmed: 'sending confirmed for the whole file',
    auditWaiting: 'waiting for approval on the phone',
    auditApproved: 'approved on the phone; the bank is paying',
    auditPartly_one: 'approved on the phone; paid, except {{count, number}} not sent: not enough balance',
    auditPartly_other: 'approved on the phone; paid, except {{count, number}} not sent: not enough balance',
    auditAllPaid: 'approved on the phone; every payment paid',
    auditExpired: 'expired: not approved within the hour; nothing paid',
    auditRejected: 'declined on the phone; nothing paid',
    auditStatus: 'the bank reported: {{status}}',
    detailBack: '← All payments',
    detailTitle: 'Bulk {{sequence}} of {{file}}',
    detailTitleSingle: 'Bulk {{sequence}}',
    detailIds: "Bank's bulk id: {{id}} · sent {{sent}}",
    detailNoId: 'none yet',
    detailFinal: ' · final {{at}}',
    detailPayments: 'Payments of the bulk',
    detailPaymentsTitle: 'Payments',
    detailLine: 'Line',
    detailStatus: 'Status history',
    detailReported: 'What the bank reported',
    detailNotSent: ' ({{count, number}} not sent)',
    detailAudit: 'What happened, step by step',
    homeInboxNew_one: '{{count, number}} new file from the ERP',
    homeInboxNew_other: '{{count, number}} new files from the ERP',
    homeInboxRejected: '{{file}} from the ERP could not be read: {{why}}',
    homeInboxRejectedWhere: 'It is kept in {{path}}, with a note of why.',
    homeInboxDismiss: 'Dismiss',
    homeInboxDismissLabel: 'Dismiss the notice about {{file}}',
    homeRuns: 'Payment runs in progress',
    homeRunsEmpty:
      'No payment run is in progress. Import a payment file (or the sample file): it shows here until every payment has its outcome.',
    draftFix_one: 'Fix: {{count, number}} problem left',
    draftFix_other: 'Fix: {{count, number}} problems left',
    draftReady: 'Ready to review',
    draftContinue: 'Continue {{file}}',
    draftDiscard: 'Discard',
    draftDiscardLabel: 'Discard the run of {{file}}',
    draftChanged: 'changed {{at}}',
    homeBulk: '{{file}} · bulk {{sequence}}',
    homeBulkNoFile: 'Bulk {{sequence}}',
    homeOpenHint: 'Open this run at its step',
    homeLeft: '{{left}} left to approve',
    needsAttention: 'Needs attention',
    refusedGroup: 'Payments the bank refused',
    refusedLeft_one: 'The bank refused {{count, number}} payment; it stays in the list to fix and send again.',
    refusedLeft_other: 'The bank refused {{count, number}} payments; they stay in the list to fix and send again.',
    fixRefused_one: 'Fix the refused payment',
    fixRefused_other: 'Fix the {{count, number}} refused payments',
    homeTitle: 'Home',
    homeNoBank: 'No bank is set up, so nothing can be sent yet.',
    homeSetUpBank: 'Set up a bank',
    homeDemoStrong: 'You are on the demo bank.',
    homeDemoText:
      'It is a simulator inside Bulkpay: no real money moves, so try anything. Your real bank is set up in Settings.',
    homeRealBank: 'Payments go through {{bank}}. Real money moves when a bulk is approved.',
    homeFirstSteps: 'What to do first',
    homeSignInTitle: 'Sign in as the customer',
    homeSignedInAs: 'Signed in as {{email}}.',
    homeDemoSignInBefore: 'On the demo bank, sign in as',
    homeDemoSignInMiddle: 'with the password',
    homeDemoSignInAfter: 'its “phone” approves by itself after a few seconds.',
    homeSignInText: 'Sign in with the bank customer whose accounts pay, then approve the sign-in on the phone.',
    homeSeeAccounts: 'See the accounts',
    homeSignInButton: 'Sign in on Accounts',
    homeImportTitle: 'Import a payment file',
    homeImportText:
      'Import the CSV or pain.001 file your ERP or spreadsheet produced, or try the sample file: eight payments that go through the demo bank without a problem.',
    useSample: 'Use the sample file',
    useChangedSample: 'Use the second sample file',
    homeChangedSampleText:
      'The second sample file, checked against the demo’s payments of last month, changes one supplier’s IBAN, adds a new payee and repeats a paid invoice: see Bulkpay stop them before anything is sent.',
    homeProfilesTitle: 'Your bank profiles',
    homeRealBankTitle: 'Set up your real bank',
    homeProfilesText:
      'Bank profiles, QSEAL keys, the onboarding and certificate renewal are in Settings; so is the demo bank, to try things without real money.',
    homeRealBankText:
      'When you are ready for real payments, add your bank in Settings: its addresses, your QSEAL key and the onboarding. The demo bank stays available.',
    homeSetUpYourBank: 'Set up your bank',
    homeAccounts: 'Paying accounts',
    homeAccountsSignIn: 'Sign in as the customer to see the available balance of each account you can pay from.',
    homeLoadingAccounts: 'Loading the accounts…',
    homeAccount: 'Account',
    homeAvailable: 'Available',
    historySort: 'Sort',
    historySortBy: 'Sort by',
    historySort_date: 'date',
    historySort_amount: 'amount',
    historySort_payee: 'payee',
    historySort_state: 'state',
    historyNoMatch: 'No payments match. Clear a field to widen the search.',
    historyEmpty:
      'Nothing has been sent yet. Import a payment file on Payments and send it: every payment shows here with its outcome.',
    historyCount_one: '{{from, number}}–{{to, number}} of {{count, number}} payment',
    historyCount_other: '{{from, number}}–{{to, number}} of {{count, number}} payments',
    historyCountMore_one: '{{from, number}}–{{to, number}} of more than {{count, number}} payment',
    historyCountMore_other: '{{from, number}}–{{to, number}} of more than {{count, number}} payments',
    historyPrevious: 'Previous',
    historyNext: 'Next',
    historyNoBulks: 'No bulk has been sent yet. Each bulk you send shows here, with its outcome.',
    paymentTitle: 'Payment',
    paymentTo: 'Payment to {{payee}}',
    paymentExact: 'Exact amount sent',
    paymentEndToEnd: 'End-to-end id',
    paymentMethod: 'Method',
    paymentInstant: '{{method}} (instant)',
    paymentFileLine: 'File and line',
    paymentSingle: 'Single payment (not from a file)',
    paymentLine: 'line {{line}}',
    paymentBooked: 'Booked',
    paymentBankId: 'Bank payment id',
    paymentBankMessages: "The bank's messages",
    paymentOpenBulk: 'Open its bulk',
    paymentClose: 'Close',
    paymentAccountId: 'Payment-account id',
    paymentAccountIdHint: 'once per account; kept after that',
    saveLost:
      'Your latest changes to this run cannot be kept for a restart (the table no longer matches the file). Finish or send the run now, or import the file again.',
    saveFailed: 'Your latest changes to this run were not saved for a restart: {{reason}} They stay on screen.',
    saveGone:
      'This run is no longer kept (sent or discarded in another window); your changes stay on screen but will not be offered after a restart.',
    notRestored:
      'The run for {{file}} could not be restored exactly as you left it, so it was not opened: amounts could land on the wrong rows. Discard it on Home and import the file again.',
    refusedUnmatched:
      'The table changed while the payments were being sent, so it cannot be matched to the refused payments. Check the bulks in History before sending anything again.',
    confirmDiscard: 'Discard the run for {{file}}? Your changes to it are lost; the file itself is not touched.',
    rejectedOrExpired: 'Rejected or expired',
    rejectedOrExpiredText:
      'Declined in the bank app or not approved within the hour (Bulkpay did not see which). Nothing was paid: import the file again to send these payments.',
    auditRejectedOrExpired: 'rejected or expired (declined on the phone or not approved within the hour); nothing paid',
    auditImported_one: 'imported the file ({{count, number}} payment)',
    auditImported_other: 'imported the file ({{count, number}} payments)',
    auditOther: 'another step was recorded (this version of Bulkpay has no words for it)',
    auditStatusOther: 'the bank reported a state this version of Bulkpay does not know; check the bulk in your bank',
    sentOff_one:
      '{{count, number}} payment went to the bank (bulks {{bulks}}) and left this list; follow it under Bulks below.',
    sentOff_other:
      '{{count, number}} payments went to the bank (bulks {{bulks}}) and left this list; follow them under Bulks below.',
    sentKeep_one: 'The {{count, number}} refused payment stays here: fix it, review and send again.',
    sentKeep_other: 'The {{count, number}} refused payments stay here: fix them, review and send again.',
    sentTableChanged: 'The list changed while sending; check it against the bulks below before sending again.',
  },
  teamStore: {
    historyLocalOnly:
      "Showing this computer's history: the team database cannot be reached. Bulks sent from other desktops are missing until it answers again.",
    importTitle: 'This desktop’s history in the team store:',
    column: {
      table: 'table',
      here: 'here',
      teamBefore: 'team before',
      teamAfter: 'team after',
      copied: 'copied now',
      alreadyThere: 'already there',
      inTeam: 'found in team',
    },
    table: {
      files: 'imported files',
      bulks: 'bulks',
      payments: 'payments',
      snapshots: 'bank statuses',
      audit: 'audit entries',
    },
    importComplete: 'Every row of this desktop is in the team store; running this again adds nothing.',
    importIncomplete:
      'Some rows of this desktop are not in the team store (see “found in team”); run the import again, and if the gap stays, tell your database administrator.',
    unreachable:
      'team database unreachable: {{reason}}. Check the network and that the team database server runs, then try again.',
    nothingSent: 'Nothing was sent from this run; send it again when the team database answers.',
    followedBy: 'Followed at the bank by {{holder}} until {{until}}; this desktop shows the state it records.',
    templatesUsage: 'bulkpay team templates: give nothing (list), push or pull.',
    templatesPushed_one: 'Copied this desktop’s {{count, number}} mapping into the team store.',
    templatesPushed_other: 'Copied this desktop’s {{count, number}} mappings into the team store.',
    templatesPulled_one: 'Copied the team’s {{count, number}} mapping onto this desktop (same names replaced).',
    templatesPulled_other: 'Copied the team’s {{count, number}} mappings onto this desktop (same names replaced).',
    templatesList: "The team's mappings: {{names}}",
    templatesNone: 'The team has no saved mappings yet; `bulkpay team templates push` shares this desktop’s.',
  },
  importVolume: {
    warningKind: '{{count, number}} × like line {{line}}: {{message}}',
    showAllBulks_one: 'Show {{count, number}} more bulk',
    showAllBulks_other: 'Show the other {{count, number}} bulks',
    checking: 'Checked {{done, number}} of {{total, number}} rows; the table fills in as the rest are read',
  },
  historyVolume: {
    olderBulks: 'Show older bulks',
    bulksShown: '{{shown}} of {{total}} bulks shown, newest first',
    exportSaved_one: '{{count, number}} payment saved in {{file}}.',
    exportSaved_other: '{{count, number}} payments saved in {{file}}.',
    exportSaving: 'Saving the payments…',
  },
  i18nfix: {
    browserOpened: 'Bulkpay opened in your browser.',
    browserFallback: 'If the browser shows “file not found” or nothing opens, open this address:',
    browserNotOpened: 'Bulkpay is running: open this address in your browser:',
    launchFileFailed:
      'Bulkpay could not write its opening page in {{folder}} ({{reason}}), so it did not open the browser; check that the folder exists, you may write to it and the disk is not full.',
    browserKeyNote: 'The address carries a one-time key for this run; do not share it. Press Ctrl+C to stop Bulkpay.',
    browserNoKeyTitle: 'This tab has no key to Bulkpay',
    browserNoKey:
      'For your safety the key stays in the tab Bulkpay opened. Go back to that tab, or open the address Bulkpay printed when it started (http://127.0.0.1:…/?token=…) in this one. If Bulkpay is no longer running, start it again with “npm run start:browser”.',
    cliStopped:
      'bulkpay stopped on an error it did not expect: {{message}}. Run the command again; if it stops again, report it with this line.',
  },
  edges: {
    help: {
      usage: 'Usage: bulkpay <command> [options]',
      commands: 'Commands:',
      more: 'Run `bulkpay help <command>` for its options; `bulkpay --version` prints the version.',
      noCommand: 'bulkpay: there is no command "{{name}}".',
    },
    summary: {
      validate: 'check a payment file offline and show its bulks, errors and warnings',
      login: 'sign in to the bank and approve on your phone (kept in the keychain until it expires)',
      logout: 'forget the bank session kept in the keychain',
      accounts: 'sign in and list the bank accounts with balances',
      submit: 'check a payment file and send it as bulks (with --yes), optionally waiting for the outcome',
      resend: 'send the unsent payments of an approved bulk again as a new bulk (after review)',
      status: 'show bulks and their payments from the history; --wait follows them to the end',
      history: 'search the payments sent, or export them as CSV or JSON',
      team: 'a shared team store on PostgreSQL: prepare, release (four eyes) and send runs',
      report: 'write a pain.002 status report, a camt.054 or the run report PDF from the history',
      inbox: 'pick up the payment files the ERP drops into a folder, each file once (for a server)',
      statement: 'sign in and write a camt.053 account statement for a period',
      keys: 'import the QSEAL key and certificate into a bank profile (`keys import <files>`)',
      onboarding: 'set up a bank profile from the command line: create-profile, edit-profile, signup, apply, status',
      renew: "renew the profile's certificate at the bank with a new key and certificate",
      payees: `the payee book: every payee paid, its IBANs and trust state; trust, block, unblock, CSV import and export`,
    },
    usage: {
      validate: `Usage: bulkpay validate <file> [options]

Checks a payment file (CSV or pain.001 XML) offline against every rule of the bank's bulk
request, and shows how it would be split into bulks of at most 100 payments. Problems are
grouped by kind, with their count and the first lines of each; the output stays short
whatever the size of the file.
Exits 0 when the file has no errors, 1 when it has, 2 on wrong usage.

Options:
  --json               print one JSON object instead of text
  --all-problems FILE  also write every problem, one per line, to FILE (CSV: line, severity,
                       field, code, message)
  --currency CODE      currency for rows without one (your payment account's, e.g. EUR)
  --encoding NAME      {{encodings}} (default: detected)
  --delimiter D        , ; tab | (default: detected)
  --decimal STYLE      dot (1,234.56) or comma (1.234,56) (default: detected)
  --template NAME      a column mapping saved in the app's import screen
  --sheet S            a workbook's sheet, by name or number (default: the first that holds
                       payments, as the app opens it; the output says which was read)
  --character-set SET  the characters the bank takes: epc_basic (SEPA basic Latin) or
                       latin_letters (Latin-1 letters too, ä ö ü å é ß …); default
                       BULKPAY_CHARACTER_SET, else the app's active bank profile's`,
      login: `Usage: bulkpay login

Signs in to the bank as the payment service user (PSU): sends your bank e-mail and password,
then waits while you approve on your phone. The bank session (its token) is then kept in the OS
keychain until it expires, never in a file or a log, and every command and the app use it
without a new approval; \`bulkpay logout\` forgets it. When a session is kept already, login says
until when and asks for nothing.

The e-mail and password come from BULKPAY_PSU_EMAIL and BULKPAY_PSU_PASSWORD, or are asked
for (the password is not shown or stored); set BULKPAY_NO_PROMPT=1 to never be asked.
The bank is the app's active profile (keys in the OS keychain), or, with BULKPAY_BASE_URL set,
BULKPAY_CLIENT_ID, BULKPAY_CLIENT_SECRET and BULKPAY_KEY_FILE (a server without a keychain);
there BULKPAY_TOKEN, when set, is the session, and nothing is kept.
Exits 0 when signed in, 1 otherwise.`,
      logout: `Usage: bulkpay logout

Forgets the bank session that \`bulkpay login\` (or the app, or any command) kept in the OS
keychain for the active bank profile: the next command asks for a new approval on the phone.
A Bulkpay window that is open keeps its own copy until it is closed or you sign out there.
With BULKPAY_BASE_URL set nothing is kept: the session is BULKPAY_TOKEN; unset it instead.
Exits 0.`,
      accounts: `Usage: bulkpay accounts [--json]

Signs in to the bank (as \`bulkpay login\` does) and lists the accounts with their balances.
Amounts are exact decimals as the bank gives them.

Options:
  --json   print one JSON object: { fetchedAt, accounts: [...] } (stable keys for scripts)`,
      submit: `Usage: bulkpay submit <file> --account <iban-or-uuid> [--payment-account-id UUID] [--yes [--accept-warnings]] [--wait] [--json]

Checks the payment file again, shows the paying account, each bulk of at most 100 payments with
its exact total, and any warnings. With --yes it sends the bulks one after another, each under
its own saved Idempotency-Key (a retry or a crash can never pay twice). Each bulk must then be
approved on the phone within one hour.

A file sent before is never sent again as a whole: when an earlier run stopped part-way (a crash
between bulks), only the payments that never reached the bank are reviewed and, with --yes,
sent; when every payment reached the bank, nothing is sent.

Options:
  --account A        the paying account: its IBAN or its id (see \`bulkpay accounts\`)
  --decimal M        the amounts' decimal mark, dot or comma (when the file leaves it unclear)
  --sheet S          a workbook's sheet, by name or number (default: the first holding payments)
  --payment-account-id UUID
                     the paying account's payment-account id, needed once when the bank lists
                     the account with a code that is not a UUID; kept in the profile
  --yes              send; without it nothing is sent (review only, exit 4)
  --accept-warnings  with --yes, send although there are warnings (duplicates in the file, bulks
                     together above the balance, characters outside SEPA); without it such a file
                     is not sent and the command exits 1. It never covers payments already sent
  --pay-twice        send payments identical to ones already sent (same payee, amount and
                     reference), and the whole of a file sent before: they are PAID AGAIN
  --confirm-changed-payees
                     send payments to payees whose bank details changed since they were last
                     paid (payee_bank_details_changed); confirm each change with the payee by
                     phone first, or trust the new IBAN with \`bulkpay payees trust <IBAN>\`
  --wait             follow every bulk to its final state and print each payment's outcome
  --timeout MIN      with --wait, stop waiting after MIN minutes (default 70) and exit 3
  --json             print one JSON object instead of text

Exit codes: 0 all paid; 1 validation errors, unchecked warnings or wrong usage; 2 some payments
not sent or rejected; 3 outcome not final yet (without --wait: waiting for approval or
processing; or unknown, still being retried); 4 review only, nothing sent (no --yes); 5 with
--wait, stopped because the bank cannot be asked (sign-in refused for good, or broken answers).
Connection: the app's active bank profile (you sign in), or the BULKPAY_* environment variables.`,
      resend: `Usage: bulkpay resend <bulk_id> [--yes] [--wait] [--json]

"Send the unsent payments again", as in the app: the payments of an approved bulk that the bank
did not send (not enough balance when it processed them) go out again as one new bulk, under a
new Idempotency-Key, after their own review. Only once per bulk: a bulk whose unsent payments
were already sent again (and not refused) is not sent a third time. <bulk_id> is the bank's
bulk id or Bulkpay's own (see \`bulkpay status\`).

Options:
  --yes          send; without it nothing is sent (review only, exit 4)
  --wait         follow the new bulk to its final state and print each payment's outcome
  --timeout MIN  with --wait, stop waiting after MIN minutes (default 70) and exit 3
  --json         print one JSON object instead of text

Exit codes as \`bulkpay submit\`: 0 all paid; 1 nothing to send again, not allowed yet or wrong
usage; 2 some payments not sent or the bulk refused; 3 not final yet; 4 review only.`,
      status: `Usage: bulkpay status [bulk_id] [--wait] [--json]

Shows bulks from the history: without a bulk id the unfinished ones and the ten most recent;
with one (Bulkpay's id or the bank's bulk_id) that bulk and every payment's outcome.
Reads the local history only, unless --wait: then it connects to the bank (active profile or
BULKPAY_* environment variables) and follows the bulks still on their way to their final state.

Options:
  --wait          follow unfinished bulks to their final state
  --timeout MIN   with --wait, stop after MIN minutes (default 70) and exit 3
  --json          print JSON instead of text

Exit codes: 0 all paid; 1 wrong usage or unknown bulk; 2 some payments not sent or rejected;
3 outcome unknown or not final yet; 5 with --wait, stopped because the bank cannot be asked (its
sign-in was refused and a new approval did not cure it, or its answers are broken); the bulk keeps
the last state the bank confirmed. While the bank keeps failing, --wait says so on stderr.`,
      history: `Usage: bulkpay history [search options] [--json | --csv] [--team]

Searches every payment Bulkpay has sent (the local history; no bank connection needed).
--team searches the team's shared history instead (every member's payments; see bulkpay team).
Text prints one page; --json and --csv print every match, for reconciliation (amounts exact,
CSV cells safe to open in a spreadsheet).

Search options:
  --text T           contains, in payee, account or references
  --payee T          payee name contains
  --iban T           account (IBAN) contains; spaces are ignored
  --reference T      reference, message or end-to-end id contains
  (1–2 characters: names, IBANs and references starting with them; a creditor reference, RF…:
  structured references starting with it, however spaced or cased, and messages starting with it
  as they are written, case aside; 3 or more: anywhere)
  --amount-min A     --amount-max A   exact amounts, e.g. 1250.00
  --from DATE        --to DATE        sent on or after / on or before (YYYY-MM-DD, UTC)
  --state S          paid, notenoughbalance, rejected, pending, not_accepted, not_sent (repeatable)
  --bulk ID          payments of one bulk
  --sort KEY         date (default), amount, payee, state;  --asc for oldest/smallest first
  --limit N          rows per page of the text output (default 50)
  --after CURSOR     the next page: the cursor printed under the previous page

The count stops at 1,000 ("more than 1,000 payments"): counting a million rows would cost more
than it tells. Narrow the search for an exact count.`,
      team: `Usage: bulkpay team <command> …

A finance team shares one store on PostgreSQL: runs prepared by one person are released by
another (four eyes) before any desktop sends them, and each run is sent once across the team.

  team connect <postgresql-url> [--yes]   connect this desktop (password from the URL, PGPASSWORD or
                                          asked, then kept in the OS keychain); --yes installs or
                                          upgrades the team schema when your role may
  team status                             who you are in the team, the server and the schema
  team role <database-role> <preparer|approver|admin|viewer>     (admins only)
  team submit <file> --account <iban-or-uuid> [--decimal M] [--json]   prepare a run, submit it for
                                          release; --decimal M: the amounts' decimal mark, dot or comma
                                          (when the file leaves it unclear)
  team release <run_id> [--yes] [--pay-again]   show the run; with --yes release it (not your own
                                          run); --pay-again when another released run holds its payments
  team submit/release … --pay-twice --confirm-changed-payees   confirm payments already sent and
                                          changed bank details on their own, as bulkpay submit does
  team return <run_id> --comment TEXT     send the run back to its preparer
  team send <run_id> [--wait] [--json]    send a released run from this desktop
  team show <run_id> [--json]             the run: state, who prepared and released it, its bulks
  team follow [bulk_id …] [--lease-seconds 60]   follow the team's open bulks (or these) at the
                                          bank until final, one desktop at a time per bulk (a lease);
                                          every member sees the state in the team history
  team runs [--json]                      the latest runs
  team import-history [--json]            copy this desktop's history into the team store (once;
                                          running it again adds nothing), with counts per table
  team templates [push | pull] [--json]   the team's saved column mappings; push copies this
                                          desktop's into the team, pull the team's onto this desktop
  team settings [push | pull [--accept-address NAME --address URL [--bulk-address URL]]] [--json]
                                          the team's bank profiles (addresses, application and client
                                          id; never keys or secrets); push (admins only) copies this
                                          desktop's into the team, pull the team's onto this desktop
                                          with --accept-address, the team's new bank addresses for that profile,
                                          as an earlier pull printed them: --address (and --bulk-address when
                                          the bulk address differs) must match them (refused if the team
                                          changed them since)
  team rules [--json]                     the release rules; admins: rules threshold|second-approver
                                          <CUR> <amount|none>, rules limit <member> <CUR> <amount|none>

BULKPAY_TEAM_URL (with PGPASSWORD) connects without saving anything, for scripts and servers.
Exit codes as for submit, plus {{notAllowed}}: not allowed for your role (or the four-eyes rule).`,
      report: `Usage: bulkpay report pain002 <file-or-bulk> [--version 03|10] [-o FILE]
       bulkpay report camt054 <bulk> [-o FILE]
       bulkpay report pdf <file-or-bulk> -o FILE [--locale fi-FI] [--organisation NAME]

Reports from the local history (no bank connection needed). <file-or-bulk> is the path of the
file that was sent (the pain.002 then keeps its PmtInfIds and names), an imported file's id or
SHA-256 (every bulk sent from it: the run) or one bulk, by Bulkpay's id or the bank's bulk_id as
\`bulkpay status\` and \`bulkpay history\` show them.

  pain002   ISO 20022 payment status report for your ERP: pain.002.001.10 for a pain.001.001.09
            import, else .03 (CSV, pain.001.001.03); --version chooses
  camt054   ISO 20022 debit notification of one bulk: its paid payments as one batched entry
  pdf       the run report for the approver and the auditor

Options:
  -o, --output FILE   write there (complete or not at all); XML goes to standard output without it
  --version V         pain.002 version: 03 or 10
  --locale L          money and dates in the PDF, e.g. fi-FI, de-DE (default: the system's)
  --organisation N    the paying organisation's name, printed at the top of the PDF`,
      inbox: `Usage: bulkpay inbox <folder> [--once] [--team-submit --account IBAN] [--json]

Picks up the payment files (pain.001, CSV, Excel) an ERP drops into <folder>, each once: a file
is read when its size and time of change stayed the same for 2 seconds; hidden files and names
ending in .tmp, .part, .partial, .crdownload, .filepart or ~ are left alone (write under such a
name, then rename). Each file's SHA-256 is kept in the history, so the same content is never read
twice, also after a restart. A file read goes into <folder>/read/; one that cannot be read into
<folder>/rejected/ with <name>.why.txt saying why. One line per file.

Options:
  --once          read what is in the folder now, then exit (default: watch until stopped)
  --team-submit   submit each good file to the team for release (as bulkpay team submit)
  --account IBAN  with --team-submit: the account the team pays from
  --json          one JSON object per file

Exit code: 0 every file read, 1 a file was rejected or could not be taken, 2 wrong usage.`,
      statement: `Usage: bulkpay statement <account> --from YYYY-MM-DD --to YYYY-MM-DD [-o FILE] [--scheduled] [--version 02|08]

Signs in to the bank (as \`bulkpay accounts\` does) and writes an ISO 20022 camt.053 account
statement of <account> (IBAN, pool handle or code) for the period, from every page of its
transactions. Opening and closing booked balances are worked back from today's balance; when the
period starts before the oldest transaction the bank lists (365 days), the opening balance is left
out and the statement says so in AddtlStmtInf.

Options:
  --from, --to   the period, both days included
  -o FILE        write there (complete or not at all); standard output without it
  --scheduled    also list scheduled (not yet booked) transactions, as PDNG entries
  --version V    camt.053.001.02 (default) or .08`,
      keys: `Usage: bulkpay keys import <file>... [--profile <id-or-name>]

Imports the QSEAL private key and its certificate into a bank profile, as Settings → Key and
certificate does: PEM files (key and certificate, or both in one), or one PKCS#12 (.p12/.pfx).
The key is checked (RSA of at least 2048 bits, matching the certificate, within validity) and
kept sealed with a key in the OS keychain, never in plaintext. A key the bank has registered
is replaced only through \`bulkpay renew\`.

Options:
  --profile P   the bank profile (id or name); default the active one

An encrypted key's password comes from BULKPAY_KEY_PASSPHRASE, or is asked for (hidden) when
the files need one. Exits 0 when imported, 1 otherwise, 2 on wrong usage.`,
      onboarding: `Usage: bulkpay onboarding <step> [options]

Sets up a bank profile without a desktop session (a server, a CI job), through the same core as
Settings. The steps, in order:

  create-profile --name N --base-url URL [--bulk-base-url URL] [--character-set SET]
                 adds a bank profile and makes it the active one; prints its id
  edit-profile --character-set SET
                 records which characters the profile's bank accepts in names and references:
                 epc_basic (strict SEPA basic Latin, the default) or latin_letters (ä ö ü å é ß …)
  signup   --email E --first-name F --last-name L     creates the onboarding user at the bank
  apply    [--email E] --organisation-name O --organisation-url URL
                 registers the application with the profile's certificate (run
                 \`bulkpay keys import\` first); the bank then approves it
  status   [--email E]  asks whether the application is approved; once it is, the client id and
                 secret are stored (the secret in the OS keychain) and the profile can be used

edit-profile, signup, apply and status take --profile P (id or name; default the active profile); apply and
status log in with --email, by default the e-mail the profile signed up or logged in with. The
onboarding password comes from BULKPAY_ONBOARDING_PASSWORD or is asked for (hidden); it is never
stored. Exit codes: 0 done (status: approved), 1 failed, 2 wrong usage, 3 (status) not approved yet.`,
      payees: `Usage: bulkpay payees [--json] [--state new|known|trusted|blocked] [--search TEXT]
       bulkpay payees block <IBAN> [--reason TEXT]
       bulkpay payees trust <IBAN>
       bulkpay payees unblock <IBAN>
       bulkpay payees export <file.csv>
       bulkpay payees import <file.csv>

The payee book holds every payee ever paid from this computer: name, IBAN, first and last paid,
how many times, and a trust state. Payments are checked against it before they are sent: a
payee paid before to another IBAN, a payee never paid, an IBAN paid under another name, an
amount far from the payee's usual ones, and a blocked IBAN (an error) are each shown on their
row. See docs/payee-book.md.

  block <IBAN>     every payment to this IBAN is refused until it is unblocked (--reason is kept)
  trust <IBAN>     this IBAN is confirmed: a payee's change to it needs no further confirmation
  unblock <IBAN>   lifts a block (the IBAN is remembered as once blocked)
  export <file>    writes the book as CSV (name, iban, bic, payee_id, trust, first_paid, last_paid,
                   payments, note)
  import <file>    reads such a CSV (name and iban required): sets each row's trust state and note
  --json           list as JSON

Every change is written to the audit log with who and when.`,
      renew: `Usage: bulkpay renew <file>... [--profile <id-or-name>] [--email E]

Renews the profile's certificate at the bank with a new QSEAL key and certificate, as Settings
does: the bank is told first, and Bulkpay switches to the new key only once the bank confirmed;
if the bank refuses, the current key stays in use. Files and key password as
\`bulkpay keys import\`. The renewal needs the onboarding login: --email (default the one the
profile was onboarded with) and BULKPAY_ONBOARDING_PASSWORD, or the password is asked for.
Exits 0 when renewed, 1 otherwise, 2 on wrong usage.`,
    },
    inbox: {
      giveFolder: 'give the inbox folder.',
      giveAccount: '--team-submit needs --account: the account the team pays the files from.',
      noFolder: 'there is no folder {{folder}}; create it first or give another.',
      read: '{{file}}: read as a run, {{count}} payments, {{total}}; open it on Home in Bulkpay.',
      readWithErrors:
        '{{file}}: read as a run, {{count}} payments, {{total}}; {{errors}} problems to fix, open it on Home in Bulkpay.',
      submitted: '{{file}}: read, {{count}} payments, {{total}}; submitted to the team for release as run {{run}}.',
      rejected: '{{file}}: rejected, moved to {{movedTo}}: {{why}}',
      duplicate:
        '{{file}}: the same file was already read on {{at}} as {{earlier}}; not read again, moved to {{movedTo}}.',
      later: '{{file}}: left in the inbox and tried again shortly: {{why}}',
      lookFailed: 'The inbox {{folder}} could not be looked at ({{why}}); trying again.',
      waiting:
        'Another Bulkpay (another process or computer) watches {{folder}}; waiting until it stops ({{lock}} names it).',
      waitingOver: 'The other Bulkpay stopped watching {{folder}}; this one picks up its files now.',
      watching: 'Watching {{folder}} for payment files from the ERP; stop with Ctrl+C.',
    },
    team: {
      status: 'Team database: PostgreSQL {{server}}, schema version {{schema}}. You are {{user}}, a Bulkpay {{role}}.',
      statusNoRole:
        'Team database: PostgreSQL {{server}}, schema version {{schema}}. You are {{user}}, not yet given a Bulkpay role (an admin runs `bulkpay team role`).',
      role: {
        preparer: 'preparer',
        approver: 'approver',
        admin: 'admin',
        viewer: 'viewer',
      },
      payeeKeyUnicode:
        "This Bulkpay reads names by Unicode {{app}}, the team database by Unicode {{tables}}: a payee whose name has a rare character may be warned about here and not by the team's release rule, or the other way round. Tell your team admin, who asks for a Bulkpay version whose versions agree.",
      indexesToRebuild:
        'Some of the team database’s indexes are missing or were left unfinished ({{indexes}}): searches may be slow. An admin runs `bulkpay team connect <url> --yes` to build them again (the desktops keep working meanwhile).',
      indexesBuilding:
        'The team database’s indexes {{indexes}} are being built now (another session holds the build): searches may be slow until it ends. Nothing to do.',
      payeeNamesUnfilled:
        'The team history’s payee names were left unfinished by an interrupted upgrade: payee searches are slower until they are added. An admin runs `bulkpay team connect <url> --yes` to finish (the desktops keep working meanwhile).',
      payeeNamesFilling:
        'The team history’s payee names are being added now (another session holds the build): payee searches are slower until it ends. Nothing to do.',
      schemaOlder: 'The team schema is older than this Bulkpay; an admin runs `bulkpay team connect <url> --yes`.',
      passwordPrompt: 'Team database password: ',
      giveUrl: "give the team database's postgresql:// address.",
      schemaInstall:
        'the team schema needs installing (version {{have}} → {{want}}). An admin whose database role may create schemas and roles runs `bulkpay team connect <url> --yes`.',
      schemaUpgrade:
        'the team schema needs upgrading (version {{have}} → {{want}}). An admin whose database role may create schemas and roles runs `bulkpay team connect <url> --yes`.',
      connected: 'This desktop now uses the team database; the password is kept in the OS keychain.',
      giveRole: 'give a database role and one of {{roles}}.',
      roleSet: '{{user}} is now a Bulkpay {{role}}.',
      unknownCommand: 'unknown command "{{name}}"',
      whichCommand: 'which team command?',
      runTitle_one: 'Run {{id}}: {{file}}, {{count, number}} payment, total {{total}}',
      runTitle_other: 'Run {{id}}: {{file}}, {{count, number}} payments, total {{total}}',
      runFrom: '  from {{account}}; {{state}}',
      preparedBy: '  prepared by {{user}} at {{at}}',
      releasedBy: '  released by {{user}} at {{at}}',
      noSecondPerson: '  no second person needed (under the release threshold)',
      returnedBy: '  returned by {{user}}: {{comment}}',
      sentBy: '  sent by {{user}} on {{host}}',
      beingSentBy: '  being sent by {{user}} on {{host}}',
      warningsAcknowledged: '  warnings acknowledged: {{warnings}}',
      state: {
        awaiting_release: 'waiting for release by a second person',
        returned: 'returned to its preparer',
        released: 'released, ready to send',
        sending: 'being sent',
        sent: 'sent to the bank',
      },
      giveFileAndAccount: 'give one file and --account.',
      giveRunId: 'give the run id.',
      payAgainConfirms: '{{message}} (--pay-again confirms it)',
      reviewOnly: 'Not released: review only. Run again with --yes to release this run.',
      released: 'Released by {{user}}; any team desktop may now send it.',
      giveComment: 'give the run id and --comment for the preparer.',
      returned: 'Returned to {{user}}: {{comment}}',
      giveSendArgs: 'give the run id (and a positive --timeout).',
      sentElsewhere: 'this run is being sent by {{user}} on {{host}}; nothing sent from here.',
      takenOver:
        'another desktop took this run over while it was being sent here; it sends the remaining bulks under the same keys. Follow it with `bulkpay team show`.',
      localOnly: 'the outcomes are kept on this desktop only for now: {{message}}',
      noRuns: 'No runs yet. A preparer starts one with `bulkpay team submit <file> --account …`.',
      followOptions: '--interval-ms must be positive and shorter than --lease-seconds; --timeout positive.',
      noneOfTheseOpen: 'None of these bulks is waiting for an outcome (they are final, or not in the team history).',
      noneOpen: 'No bulk of the team is waiting for an outcome.',
    },
    date: {
      calendar: 'Calendar for {{label}}',
      invalid: '{{label}}: enter the date as {{pattern}}, e.g. {{example}}.',
      day: 'DD',
      month: 'MM',
      year: 'YYYY',
      tooEarly: '{{label}}: choose {{min}} or later.',
      tooLate: '{{label}}: choose {{max}} or earlier.',
    },
  },
  teamUi2: {
    hintReview: 'Submit for release: an approver other than you must release this run before it can be sent.',
    liveLost:
      'Changes your colleagues make show here within {{seconds}} seconds: the live link to the team database is down, and Bulkpay reconnects by itself.',
    liveLostPooler:
      'Changes your colleagues make show here within {{seconds}} seconds: live updates do not come through the team database’s address. If that address is a connection pooler (such as PgBouncer in transaction mode), ask your IT admin to give Bulkpay the database server’s own address for live updates (team admin guide, “Behind a connection pooler”).',
    opening: 'Opening the run…',
    waitingForYou_one: '({{count, number}} run waits for your release)',
    waitingForYou_other: '({{count, number}} runs wait for your release)',
    correct_one: 'Correct the {{count, number}} payment and submit again',
    correct_other: 'Correct the {{count, number}} payments and submit again',
    title: {
      awaiting_release: 'Waiting for release',
      returned: 'Returned to you',
      released: 'Released: ready to send',
      sending: 'Being sent',
      sent: 'Sent to the bank',
    },
    lead: {
      awaiting_release:
        '{{file}}, prepared by {{user}} ({{at}}), waits for release. An approver other than you releases it or returns it with a comment; this page shows it as soon as they do. Nothing goes to the bank before that.',
      returned:
        '{{user}} returned {{file}} to you: “{{comment}}”. Correct the payments and submit them again as a new run.',
      released: '{{user}} released {{file}}. Send it to the bank now; then approve it in your bank app.',
      sending: '{{file}} is being sent by {{user}} on {{host}}.',
      sent: '{{file}} was sent to the bank by {{user}} on {{host}}.',
    },
  },
  runDifference: {
    label: 'Against the previous run',
    against_one: 'Against the previous run ({{file}}, sent {{date}}, {{count, number}} payee):',
    against_other: 'Against the previous run ({{file}}, sent {{date}}, {{count, number}} payees):',
    noPrevious: 'No earlier run paid most of these payees, so there is no run to compare with.',
    newPayees_one: '{{count, number}} new payee',
    newPayees_other: '{{count, number}} new payees',
    ibanChanged_one: '{{count, number}} IBAN changed',
    ibanChanged_other: '{{count, number}} IBANs changed',
    amountsUp_one: '{{count, number}} amount up more than {{percent}} %',
    amountsUp_other: '{{count, number}} amounts up more than {{percent}} %',
    amountsDown_one: '{{count, number}} amount down more than {{percent}} %',
    amountsDown_other: '{{count, number}} amounts down more than {{percent}} %',
    notPaidNow_one: '{{count, number}} payee of the previous run not paid now',
    notPaidNow_other: '{{count, number}} payees of the previous run not paid now',
    same: 'the same payees and IBANs, no amount moved more than {{percent}} %.',
    show: 'Show the payees',
    newPayee: 'New payee: {{name}},',
    ibanChange: 'IBAN changed: {{name}},',
    amountChange: 'Amount: {{name}}, {{old}} → {{new}}',
    notPaid: 'Not paid in this run: {{name}}',
    more: '… and {{count, number}} more',
  },
  volumeHistory: {
    indexing: 'Updating the search index of the history: {{done, number}} of {{payments, number}} payments.',
    indexingMeanwhile: 'You can keep working; searching the history may be slower until this finishes.',
    indexingProgress: 'Search index update',
    migrated:
      'This version of Bulkpay updated the search index of the history ({{payments, number}} payments) when it started. It took {{seconds, number}} s and happens only once.',
    migratedPayeeBook:
      'This version of Bulkpay built the payee book from the paid payments of the history ({{payments, number}} payments) when it started. It took {{seconds, number}} s and happens only once.',
    indexed:
      'The search index of the history is up to date again ({{payments, number}} payments added in {{seconds, number}} s).',
    dismiss: 'Close',
  },
  volumeWindow: {
    filling: 'All {{total, number}} rows checked; the table fills in ({{done, number}} shown so far)',
  },
  problemText: {
    /** `msg.non_sepa_characters` for an occurrence checked without listing its characters (row-rules' `detailsWanted`). */
    nonSepaCharactersUnlisted:
      '{{field}} contains characters this bank does not take (such as accented letters or symbols); it may replace or reject them. Consider writing them as the bank takes them (Transliterate).',
  },
  teamRules: {
    ui: {
      title: 'Release rules',
      hint: 'The team database enforces these for every run, also against a member’s own SQL. Amounts are totals per currency.',
      kind: 'Rule',
      member: 'Member (database login)',
      currency: 'Currency',
      amount: 'Amount',
      set: 'Set rule',
      remove: 'Remove',
      kinds: {
        threshold: 'No second person at or under',
        second_approver: 'Two approvers above',
        member_limit: 'An admin releases a member’s runs above',
      },
    },
    notice: {
      needsTwo:
        'Above the team’s second-approver amount: two approvers, neither of them the preparer, must release this run.',
      firstApproved: '{{user}} approved this run, first of two: a second approver must release it.',
      needsAdmin: 'Above the limit the team’s admin set for {{user}}: an admin must release this run.',
    },
    usage:
      'bulkpay team rules: give nothing (list the rules), or (admins) `threshold <CUR> <amount|none>`, `second-approver <CUR> <amount|none>` or `limit <member> <CUR> <amount|none>`, e.g. `bulkpay team rules second-approver EUR 50000`.',
    none: 'The team has no release rules: every run needs a release by a second person.',
    rule: {
      threshold:
        'runs at or under {{amount}} need no second person (unless they pay a new, changed or once-blocked payee)',
      second_approver: 'runs above {{amount}} need two approvers',
      member_limit: 'runs {{member}} prepares above {{amount}} need an admin to release them',
    },
    firstApprovedBy: '  approved by {{user}}, first of two; a second approver must release it',
    needsTwo: "  above the team's second-approver amount: two approvers must release it",
    needsAdmin: '  above the limit of {{user}}: an admin must release it',
    firstApproval:
      'Approved by {{user}}, first of two: a second approver (not {{user}}, not the preparer) must release it before it can be sent.',
  },
  teamStore2: {
    settingsUsage: 'bulkpay team settings: give nothing (list), push or pull.',
    settingsPushed_one:
      'Copied this desktop’s {{count, number}} bank profile into the team store (addresses and ids only; keys and secrets stay here).',
    settingsPushed_other:
      'Copied this desktop’s {{count, number}} bank profiles into the team store (addresses and ids only; keys and secrets stay here).',
    settingsPulled_one:
      'Copied the team’s {{count, number}} bank profile onto this desktop (same names updated; this desktop’s keys and secrets kept).',
    settingsPulled_other:
      'Copied the team’s {{count, number}} bank profiles onto this desktop (same names updated; this desktop’s keys and secrets kept).',
    settingsLine: '{{name}}: {{baseUrl}} (client id {{clientId}})',
    settingsNone:
      'The team has no shared bank profiles yet; an admin runs `bulkpay team settings push` to share this desktop’s.',
  },
  profileFix: {
    confirmTitle: 'Move “{{name}}” to another bank address?',
    confirmBody:
      'From now on this profile’s key signatures, client secret and bank sign-ins go to the new address. Confirm only if your bank told you it moved. Every bank session of this profile ends: you sign in again.',
    confirmFrom: 'Now: {{host}} ({{baseUrl}})',
    confirmTo: 'New: {{host}} ({{baseUrl}})',
    confirmBulkTo: 'New bulk payment address: {{baseUrl}}',
    confirmMove: 'Move to {{host}}',
    confirmCancel: 'Keep {{host}}',
    moved: '“{{name}}” now uses {{host}}. Sign in to the bank again before paying.',
    pendingAddress:
      'The team changed the address of “{{name}}” to {{host}} ({{baseUrl}}; bulk payments: {{bulkBaseUrl}}). This desktop keeps using {{current}}: the profile holds its key, client secret or bank sign-in. To use the new addresses once your team confirms them: {{command}}',
    accepted:
      '“{{name}}” now uses {{baseUrl}}. The bank sign-in on it ended: sign in again (bulkpay login) before paying.',
    kept: '“{{name}}” keeps using {{baseUrl}}; the team’s address is not offered again unless the team changes it.',
    noPending:
      'The team has no other address waiting for “{{name}}” on this desktop. Run `bulkpay team settings pull` to see what waits.',
    noticeTitle: 'The team changed this bank address to {{host}}',
    noticeBody:
      'This desktop keeps using {{current}} until you accept, because the profile holds its key, client secret or bank sign-in. Accept only if your team told you the bank moved: the bank sign-in ends and you sign in again.',
    newAddress: 'New address: {{baseUrl}}',
    newBulkAddress: 'New bulk payment address: {{baseUrl}}',
    accept: 'Use the team’s address',
    keep: 'Keep mine',
  },
  takeoverUi: {
    renewedJustNow: '{{user}}’s Bulkpay confirmed less than a minute ago that it is still sending.',
    renewed_one: '{{user}}’s Bulkpay last confirmed {{count, number}} minute ago that it is still sending.',
    renewed_other: '{{user}}’s Bulkpay last confirmed {{count, number}} minutes ago that it is still sending.',
    waitLive_one:
      'If {{user}}’s Bulkpay does not continue within {{count, number}} minute, you can finish sending from this computer.',
    waitLive_other:
      'If {{user}}’s Bulkpay does not continue within {{count, number}} minutes, you can finish sending from this computer.',
    lapsed_one:
      '{{user}}’s Bulkpay on {{host}} has not confirmed for over {{count, number}} minute that it is still sending: it has probably stopped. You can finish sending this run from this computer.',
    lapsed_other:
      '{{user}}’s Bulkpay on {{host}} has not confirmed for over {{count, number}} minutes that it is still sending: it has probably stopped. You can finish sending this run from this computer.',
    renewedSeconds_one: '{{user}}’s Bulkpay last confirmed {{count, number}} second ago that it is still sending.',
    renewedSeconds_other: '{{user}}’s Bulkpay last confirmed {{count, number}} seconds ago that it is still sending.',
    waitLiveSeconds_one:
      'If {{user}}’s Bulkpay does not continue within {{count, number}} second, you can finish sending from this computer.',
    waitLiveSeconds_other:
      'If {{user}}’s Bulkpay does not continue within {{count, number}} seconds, you can finish sending from this computer.',
    lapsedSeconds_one:
      '{{user}}’s Bulkpay on {{host}} has not confirmed for over {{count, number}} second that it is still sending: it has probably stopped. You can finish sending this run from this computer.',
    lapsedSeconds_other:
      '{{user}}’s Bulkpay on {{host}} has not confirmed for over {{count, number}} seconds that it is still sending: it has probably stopped. You can finish sending this run from this computer.',
    finish: 'Finish sending from this computer',
    confirmTitle: 'Finish sending this run from this computer?',
    confirmBody:
      'Bulkpay sends the same payments under the same Idempotency-Keys that {{user}}’s desktop used: a bulk that already reached the bank is not created again, so the bank will not pay anyone twice. Then approve the bulks on your phone, as for any send.',
    confirm: 'Yes, finish sending this run',
    finishing: 'Finishing the send…',
    cancel: 'Cancel',
  },
  volumeWindowFix: {
    checking:
      'Checked {{done, number}} of {{total, number}} rows; the table fills in as the rest are read. Edits and removals wait until every row is in.',
    filling:
      'All {{total, number}} rows checked; the table fills in ({{done, number}} shown so far). Edits and removals wait until every row is in.',
  },
  profileFix2: {
    addressChanged:
      'The team changed the address of “{{name}}” again, now to {{baseUrl}} (bulk payments: {{bulkBaseUrl}}); nothing was accepted. Look at it and, if your team confirms it, run: {{command}}',
    keychainFailed:
      'The address of “{{name}}” was not changed: the bank sign-in on it could not be removed from the keychain ({{reason}}). Unlock the keychain and try again.',
  },
  guardFix: {
    addressNotConfirmed:
      'Nothing was accepted for “{{name}}”: name the addresses you were shown. The team’s waiting addresses are {{baseUrl}} (bank) and {{bulkBaseUrl}} (bulk payments). Check both with your team, then run: {{command}}',
  },
  volCli: {
    date: {
      noSuchDay: '{{label}}: {{text}} is not a day of the calendar: {{month}} has {{days}} days. Check the day.',
      noSuchMonth: '{{label}}: {{text}} is not a day of the calendar: there is no month {{month}}. Check the month.',
    },
  },
  volReview: {
    decimalDotOrComma: "--decimal must be dot or comma (the amounts' decimal mark).",
  },
  reviewSight: {
    separateTitle: 'Confirm these payments on their own',
    separateIntro:
      '“I have checked these warnings” does not cover these payments. Confirm each one, or the whole group, before anything is sent.',
    paidAgain_one: 'This payment of {{total}} will be PAID AGAIN: an identical payment was already sent.',
    paidAgain_other:
      'These {{count, number}} payments ({{total}}) will be PAID AGAIN: identical payments were already sent.',
    newAccount_one: '{{total}} goes to an account this payee has never been paid to.',
    newAccount_other: '{{total}} in {{count, number}} payments goes to accounts these payees have never been paid to.',
    otherKind_one: '{{kind}}: {{count, number}} payment, {{total}}.',
    otherKind_other: '{{kind}}: {{count, number}} payments, {{total}}.',
    confirmAllAgain_one: 'Yes, pay this payment again',
    confirmAllAgain_other: 'Yes, pay all {{count, number}} payments again ({{total}})',
    confirmAllNew_one: 'Yes, send {{total}} to the new bank details',
    confirmAllNew_other: 'Yes, send all {{count, number}} payments ({{total}}) to the new bank details',
    confirmAll_one: 'Yes, send this payment',
    confirmAll_other: 'Yes, send all {{count, number}} payments ({{total}})',
    confirmRow: 'Confirm line {{line}}',
    paymentLine: 'Line {{line}} · {{payee}} ·',
    notListed_one: '…and {{count, number}} more payment, confirmed only with the whole group.',
    notListed_other: '…and {{count, number}} more payments, confirmed only with the whole group.',
    needsOwnConfirmation_one:
      '{{count, number}} payment needs its own confirmation (paid before, or new bank details): you confirm it in the next step.',
    needsOwnConfirmation_other:
      '{{count, number}} payments need their own confirmation (paid before, or new bank details): you confirm them in the next step.',
    continue: 'Continue',
    back: 'Back to the review',
    auditPaidAgain_one: 'confirmed on its own: {{count, number}} payment already sent, PAID AGAIN ({{total}})',
    auditPaidAgain_other: 'confirmed on their own: {{count, number}} payments already sent, PAID AGAIN ({{total}})',
    auditConfirmedSeparately_one: 'confirmed on its own: {{count, number}} payment to changed bank details ({{total}})',
    auditConfirmedSeparately_other:
      'confirmed on their own: {{count, number}} payments to changed bank details ({{total}})',
    auditCellEdited: 'edited before sending: line {{line}}, {{field}} “{{old}}” → “{{new}}” ({{at}})',
    auditRowRemoved: 'removed before sending: line {{line}} ({{row}})',
    auditRowRestored: 'removed row put back: line {{line}}',
    auditGroup: {
      transliterate_one: '{{count, number}} cell written in the SEPA character set',
      transliterate_other: '{{count, number}} cells written in the SEPA character set',
      remove_copies_one: '{{count, number}} exact copy removed',
      remove_copies_other: '{{count, number}} exact copies removed',
      ignore_column_one: 'column ignored: {{count, number}} cell emptied',
      ignore_column_other: 'column ignored: {{count, number}} cells emptied',
      undo_one: 'undone: {{count, number}} cell put back',
      undo_other: 'undone: {{count, number}} cells put back',
    },
    paymentsTitle_one: 'The payment ({{count, number}})',
    paymentsTitle_other: 'Every payment ({{count, number}})',
    filters: 'Show payments',
    showAll: 'All ({{count, number}})',
    showKind: '{{kind}} ({{count, number}})',
    colLine: 'Line',
    colBulk: 'Bulk',
    colPayee: 'Payee',
    colIban: 'IBAN',
    colAmount: 'Amount',
    colReference: 'Reference',
    colProblems: 'Check',
    otherProblem: 'Other problem',
  },
  /** Counted nouns, nested where a sentence counts two things: `$t(counts.bulks, {"count": {{bulks}} })`. */
  counts: {
    bulks_one: '{{count, number}} bulk',
    bulks_other: '{{count, number}} bulks',
    payments_one: '{{count, number}} payment',
    payments_other: '{{count, number}} payments',
    rows_one: '{{count, number}} row',
    rows_other: '{{count, number}} rows',
    kinds_one: '{{count, number}} kind',
    kinds_other: '{{count, number}} kinds',
    errors_one: '{{count, number}} error',
    errors_other: '{{count, number}} errors',
    warnings_one: '{{count, number}} warning',
    warnings_other: '{{count, number}} warnings',
    payeeAccounts_one: '{{count, number}} payee account',
    payeeAccounts_other: '{{count, number}} payee accounts',
  },
};
