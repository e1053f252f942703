import { setTimeout as delay } from 'node:timers/promises';
import type { BankFieldError } from '../../../src-shared/bank/field-errors';
import { isTransient, retryDelayMs, SINGLE_PAYMENT_POLICY } from '../../domain/retry';
import type { SinglePaymentView, SinglePaymentForm } from '../../../src-shared/ipc/channels/single-payments';
import {
  validateSinglePayment,
  type FieldMessage,
  type SingleField,
  type SinglePaymentRequest,
} from '../../../src-shared/single-payments/validate-single';
import { err, ok, type Result } from '../../../src-shared/result';
import type { DebtInput } from '../../ports/bank-gateway';
import type { PsuBank } from '../bank-session/consent-bank';
import { singlePaymentView } from './single-payment-view';
import type { SinglePaymentRecorder } from './recorder';

export interface SinglePaymentOptions {
  /** Receives every state change of a followed payment (the `singlePayments:changed` event). */
  onChange?: (view: SinglePaymentView) => void;
  recorder?: SinglePaymentRecorder;
  /** Wait before the n-th status check; default 1 s growing to 10 s. */
  followDelayMs?: (attempt: number) => number;
  /** Stop following after this long without a final state (default: one hour, like the bulk approval window). */
  followForMs?: number;
  today?: () => string;
  /** Team mode's solo-send check: a single payment is a send outside any released team run. */
  sendGuard?: () => Promise<Result<void>>;
}

interface Followed {
  accountHandle: string;
  confirmed: boolean;
  last?: SinglePaymentView;
}

const defaultFollowDelay = (attempt: number) => retryDelayMs(attempt + 1, SINGLE_PAYMENT_POLICY);

/**
 * One payment: checked with the shared rules, created at the bank (unconfirmed), shown, then
 * confirmed on request and followed by polling until it is paid or fails. Bank calls go through
 * the PSU session, so an expired session pauses the work for a new approval instead of failing it.
 */
export class SinglePaymentService {
  readonly #payments = new Map<string, Followed>();
  readonly #options: SinglePaymentOptions;
  readonly #stopped = new AbortController();

  constructor(
    private readonly bank: PsuBank,
    options: SinglePaymentOptions = {},
  ) {
    this.#options = options;
  }

  async create(form: SinglePaymentForm): Promise<Result<SinglePaymentView>> {
    const allowed = (await this.#options.sendGuard?.()) ?? ok(undefined);
    if (!allowed.ok) return allowed;
    const account = form.accountHandle.trim()
      ? await this.bank.call('Checking the paying account', (client) => client.getAccount(form.accountHandle.trim()))
      : undefined;
    if (account && !account.ok && account.error.code !== 'bank_not_found') return account;
    const accountValue = account?.ok ? account.value : undefined;
    const today = this.#options.today?.() ?? new Date().toISOString().slice(0, 10);
    const checked = validateSinglePayment(form, { accountCurrency: accountValue?.currency, today });
    if (accountValue?.archived)
      checked.errors.accountHandle = {
        code: 'account_archived',
        message: `The account ${accountValue.name} is archived and cannot pay; choose another account.`,
        params: { name: accountValue.name },
      };
    const problems = Object.keys(checked.errors).length;
    if (problems || !checked.request) {
      return err(
        'single_payment_invalid',
        `The payment was not sent: ${problems === 1 ? 'one field needs' : `${problems} fields need`} fixing; see the message next to each.`,
        { fields: checked.errors, warnings: checked.warnings },
        { count: problems },
      );
    }
    const request = checked.request;
    const created = await this.bank.call('Creating the payment', (client) =>
      client.createDebt(request.accountHandle, debtInput(request)),
    );
    if (!created.ok) {
      const fields = bankFieldErrors(created.error.details);
      if (!Object.keys(fields).length) return created;
      // The fields go next to the bank's own details (status, its words), never instead of them.
      const details = typeof created.error.details === 'object' && created.error.details ? created.error.details : {};
      return err(created.error.code, created.error.message, { ...details, fields }, created.error.params);
    }
    const view = singlePaymentView(created.value, request.accountHandle, false, request);
    this.#payments.set(view.uuid, { accountHandle: request.accountHandle, confirmed: false, last: view });
    this.#options.recorder?.record('created', view);
    return ok(view);
  }

  /** Starts the bank's approval of a created payment, then follows it in the background until it is final. */
  async confirm(accountHandle: string, uuid: string): Promise<Result<SinglePaymentView>> {
    const allowed = (await this.#options.sendGuard?.()) ?? ok(undefined);
    if (!allowed.ok) return allowed;
    const known = this.#payments.get(uuid);
    if (!known?.confirmed) {
      const confirmed = await this.bank.call('Confirming the payment', (client) => client.confirmDebt(uuid));
      if (!confirmed.ok) {
        if (confirmed.error.code === 'bank_not_found')
          return err(
            'payment_gone_not_confirmed',
            'The bank no longer knows this payment, so it was not confirmed and no money moves. Create it again.',
            confirmed.error.details,
            confirmed.error.params,
          );
        return confirmed;
      }
      this.#payments.set(
        uuid,
        known?.last ? { accountHandle, confirmed: true, last: known.last } : { accountHandle, confirmed: true },
      );
    }
    const current = await this.#fetch(accountHandle, uuid, true);
    if (!known?.confirmed) {
      // The confirmation is on record even when reading the state right after it failed.
      const confirmedView = current.ok ? current.value : known?.last && { ...known.last, confirmed: true };
      if (confirmedView) this.#options.recorder?.record('confirmed', confirmedView);
      if (!current.ok || !current.value.final) void this.#follow(accountHandle, uuid);
    }
    if (!current.ok) {
      // Not the read's own code: the UI must say the payment was confirmed, not that it failed.
      return err(
        'payment_confirmed_state_unknown',
        `The payment was confirmed, but reading its state failed: ${current.error.message} Bulkpay keeps checking and shows the result here.`,
        { cause: { code: current.error.code, message: current.error.message, details: current.error.details } },
        current.error.params,
      );
    }
    return current;
  }

  async get(accountHandle: string, uuid: string): Promise<Result<SinglePaymentView>> {
    return this.#fetch(accountHandle, uuid, this.#payments.get(uuid)?.confirmed ?? false);
  }

  /** Stops following (app shutdown). */
  dispose(): void {
    this.#stopped.abort();
  }

  async #fetch(accountHandle: string, uuid: string, confirmed: boolean): Promise<Result<SinglePaymentView>> {
    const result = await this.bank.call('Checking the payment', (client) => client.getDebt(accountHandle, uuid));
    if (!result.ok) {
      if (result.error.code === 'bank_not_found')
        return err(
          'payment_not_at_bank',
          'The bank has no such payment on this account. Check the account, or create the payment again.',
          result.error.details,
          result.error.params,
        );
      return result;
    }
    const view = singlePaymentView(result.value, accountHandle, confirmed);
    const followed = this.#payments.get(uuid);
    if (followed) {
      const changed = followed.last !== undefined && followed.last.status !== view.status;
      followed.last = view;
      if (changed && followed.confirmed) this.#options.recorder?.record('state_changed', view);
    }
    return ok(view);
  }

  async #follow(accountHandle: string, uuid: string): Promise<void> {
    const started = Date.now();
    const followFor = this.#options.followForMs ?? 3600_000;
    const wait = this.#options.followDelayMs ?? defaultFollowDelay;
    let lastStatus: string | undefined;
    for (let attempt = 0; !this.#stopped.signal.aborted; attempt++) {
      try {
        await delay(wait(attempt), undefined, { signal: this.#stopped.signal });
      } catch {
        return;
      }
      const current = await this.#fetch(accountHandle, uuid, true);
      if (!current.ok) {
        // A failed check is not the payment failing: keep checking while the fault is transient
        // (retry.ts); otherwise say so and stop.
        if (!isTransient(current.error)) {
          const last = this.#payments.get(uuid)?.last;
          if (last)
            this.#emit({
              ...last,
              problem: `${current.error.message} The payment itself may still go through; check its state later.`,
            });
          return;
        }
        continue;
      }
      if (current.value.status !== lastStatus || current.value.final) this.#emit(current.value);
      lastStatus = current.value.status;
      if (current.value.final) return;
      if (Date.now() - started > followFor) {
        this.#emit({
          ...current.value,
          problem: 'The bank has not finished this payment within an hour. Open it again later to check its state.',
        });
        return;
      }
    }
  }

  #emit(view: SinglePaymentView): void {
    this.#options.onChange?.(view);
  }
}

/** The bank's debt request: one line item carrying the whole amount (net = gross, no VAT on a transfer). */
export function debtInput(request: SinglePaymentRequest): DebtInput {
  return {
    iban: request.iban,
    bic: request.bic,
    receiver: { name: request.receiverName },
    due_date: request.dueDate,
    items: [
      {
        description: request.unstructuredReference || `Payment to ${request.receiverName}`,
        detailed_price: { net: request.amount, gross: request.amount },
      },
    ],
    pool_handle: request.accountHandle,
    unstructured_reference: request.unstructuredReference,
    end_to_end_id: request.endToEndId,
  };
}

/** The form field a debt-request field of the bank's 400 body belongs to, so its message lands there. */
function formFieldOf(bankField: string): SingleField | undefined {
  if (bankField.startsWith('items')) return 'amount';
  if (bankField.startsWith('receiver')) return 'receiverName';
  const fields: Record<string, SingleField> = {
    iban: 'iban',
    bic: 'bic',
    due_date: 'dueDate',
    unstructured_reference: 'unstructuredReference',
    end_to_end_id: 'endToEndId',
    pool_handle: 'accountHandle',
  };
  return fields[bankField];
}

/**
 * Per-field messages from the bank's 400 on debt creation. The client keeps each field's message
 * as a `{ field, code, params }` object (errors.ts), so they are placed by field, never parsed
 * back from the joined sentence.
 */
export function bankFieldErrors(details: unknown): Partial<Record<SingleField, FieldMessage>> {
  const general = (details as { general?: BankFieldError[] } | undefined)?.general ?? [];
  const fields: Partial<Record<SingleField, FieldMessage>> = {};
  for (const entry of general) {
    const target = entry.field ? formFieldOf(entry.field) : undefined;
    const message = entry.params?.message;
    if (target && message)
      fields[target] ??= {
        code: 'bank_says',
        message: `The bank says: ${message}`,
        params: { message: String(message) },
      };
  }
  return fields;
}
