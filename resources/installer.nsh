; Bulkpay's additions to electron-builder's NSIS installer (configured as nsis.include).
;
; "Open with Bulkpay" for CSV and ISO 20022 pain.001 XML files. Bulkpay registers itself in each
; extension's OpenWithProgids list only: it never becomes the default program for .csv or .xml
; (finance users open those in Excel and their ERP every day). SHCTX follows the install mode,
; so a per-user install writes under HKCU and a per-machine install under HKLM.

!define BULKPAY_PROGID "Bulkpay.PaymentFile"

!macro customInstall
  WriteRegStr SHCTX "Software\Classes\${BULKPAY_PROGID}" "" "Payment file (Bulkpay)"
  WriteRegStr SHCTX "Software\Classes\${BULKPAY_PROGID}\DefaultIcon" "" "$appExe,0"
  WriteRegStr SHCTX "Software\Classes\${BULKPAY_PROGID}\shell" "" "open"
  WriteRegStr SHCTX "Software\Classes\${BULKPAY_PROGID}\shell\open" "" "Open with Bulkpay"
  WriteRegStr SHCTX "Software\Classes\${BULKPAY_PROGID}\shell\open\command" "" '"$appExe" "%1"'
  WriteRegNone SHCTX "Software\Classes\.csv\OpenWithProgids" "${BULKPAY_PROGID}"
  WriteRegNone SHCTX "Software\Classes\.xml\OpenWithProgids" "${BULKPAY_PROGID}"
  ; SHCNE_ASSOCCHANGED: Explorer rereads the associations now, not at the next sign-in.
  System::Call 'Shell32::SHChangeNotify(i 0x8000000, i 0, i 0, i 0)'
!macroend

!macro customUnInstall
  DeleteRegValue SHCTX "Software\Classes\.csv\OpenWithProgids" "${BULKPAY_PROGID}"
  DeleteRegValue SHCTX "Software\Classes\.xml\OpenWithProgids" "${BULKPAY_PROGID}"
  DeleteRegKey SHCTX "Software\Classes\${BULKPAY_PROGID}"
  System::Call 'Shell32::SHChangeNotify(i 0x8000000, i 0, i 0, i 0)'
!macroend
