// Preloaded (node --import) into a desktop's process: its clock is BULKPAY_TEST_CLOCK_OFFSET_MS off,
// for `new Date()` and `Date.now()` alike, as on a desktop whose clock is set wrong.
const offset = Number(process.env.BULKPAY_TEST_CLOCK_OFFSET_MS ?? 0);
const RealDate = Date;
class SkewedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = SkewedDate;
