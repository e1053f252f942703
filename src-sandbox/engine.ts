import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Big from 'big.js';
import { Tokens } from './auth/tokens';
import { scaleOf, type BankCharacters } from './bulk-rules';
import { SandboxClock } from './clock';
import type { Account, Bulk, Debt, Transaction, World } from './model';
import { seededWorld } from './seed';

export const APPROVAL_WINDOW_MS = 3600 * 1000;

export interface EngineSettings {
  processingDelayMs: number;
  /** When set, consents, bulks and confirmed debts approve themselves this long after they start. */
  autoApproveMs: number | null;
  stateFile: string | null;
  /** The characters the bank takes in names and references (bulk-rules.ts). */
  characters: BankCharacters;
}

/**
 * The bank's state and every state transition. Time-driven moves (approval window, processing
 * delay, auto-approval) are applied lazily by `tick()` at the start of each request, so they
 * follow the sandbox clock exactly, survive restarts and need no timers.
 */
export class Engine {
  world: World;
  readonly clock = new SandboxClock();
  tokens!: Tokens;
  /** Idempotency scopes with a bulk creation under way (TPP, customer, key), listed by the control API. */
  readonly inProgress = new Map<string, { application_id: string; psu_id: string; idempotency_key: string }>();
  /** Runs after a reset so the demo can put its application back. */
  onReset: (() => void) | null = null;

  constructor(readonly settings: EngineSettings) {
    const file = settings.stateFile;
    this.world = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as World) : seededWorld(this.clock);
    this.adoptWorld();
  }

  private adoptWorld(): void {
    this.clock.offset = this.world.clock_offset_ms;
    this.tokens = new Tokens(Buffer.from(this.world.jwt_secret, 'base64'), this.clock);
  }

  reset(): void {
    this.clock.offset = 0;
    this.world = seededWorld(this.clock);
    this.adoptWorld();
    this.inProgress.clear();
    this.onReset?.();
    this.persist();
  }

  advanceClock(seconds: number): void {
    this.clock.advance(seconds);
    this.world.clock_offset_ms = this.clock.offset;
    this.tick();
    this.persist();
  }

  persist(): void {
    const file = this.settings.stateFile;
    if (!file) return;
    // Owner-only: it holds the sandbox's token secret and password hashes.
    writeFileSync(`${file}.tmp`, JSON.stringify(this.world), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  }

  tick(): void {
    const now = this.clock.now();
    const auto = this.settings.autoApproveMs;
    for (const consent of this.world.consents) {
      if (auto !== null && consent.state === 'open' && consent.created_ms + auto <= Math.min(now, consent.expires_ms))
        consent.state = 'approved';
    }
    for (const debt of this.world.debts) {
      if (
        auto !== null &&
        debt.status === 'unverified' &&
        debt.confirmed_ms !== null &&
        debt.confirmed_ms + auto <= now
      )
        this.settleDebt(debt);
    }
    for (const bulk of this.world.bulks) {
      if (bulk.status === 'pending_approval') {
        if (auto !== null && auto < APPROVAL_WINDOW_MS && bulk.created_ms + auto <= now)
          this.approveBulk(bulk, bulk.created_ms + auto);
        else if (bulk.created_ms + APPROVAL_WINDOW_MS <= now) bulk.status = 'rejected';
      }
      if (bulk.status === 'processing' && bulk.processing_due_ms !== null && bulk.processing_due_ms <= now)
        this.sendBulk(bulk);
    }
  }

  approveBulk(bulk: Bulk, at = this.clock.now()): void {
    bulk.status = 'processing';
    bulk.processing_due_ms = at + this.settings.processingDelayMs;
  }

  /** Sends each payment the balance still covers, in order; the rest end in notenoughbalance. */
  private sendBulk(bulk: Bulk): void {
    const account = this.account(bulk.account_uuid);
    const when = new Date(bulk.processing_due_ms ?? this.clock.now()).toISOString();
    bulk.results = bulk.payments.map((p) => {
      const uuid = randomUUID();
      if (!account || new Big(account.balance).lt(p.amount))
        return { uuid, state: 'notenoughbalance', execution_at: null, booking_date: null };
      this.debit(account, {
        amount: p.amount,
        currency: p.currency,
        method: p.method,
        counterparty: {
          name: p.counterparty.name ?? '',
          iban: p.counterparty.account_identifier ?? '',
          bic: p.counterparty.bic ?? '',
        },
        unstructured_reference: p.unstructured_reference,
        structured_reference: p.structured_reference,
        end_to_end_id: p.end_to_end_id,
        execution_for_debt: null,
        timestamp: when,
      });
      return { uuid, state: 'paid', execution_at: when, booking_date: when.slice(0, 10) };
    });
    bulk.status = 'approved';
  }

  /** Pays a confirmed debt, or marks it notenoughbalance when the balance does not cover it. */
  settleDebt(debt: Debt): void {
    const account = this.account(debt.account_uuid);
    if (!account || new Big(account.balance).lt(debt.value)) {
      debt.status = 'notenoughbalance';
      return;
    }
    const when = this.clock.iso();
    this.debit(account, {
      amount: debt.value,
      currency: account.currency,
      method: 'sepa',
      counterparty: { name: debt.receiver_name, iban: debt.iban, bic: debt.bic },
      unstructured_reference: debt.unstructured_reference,
      structured_reference: '',
      end_to_end_id: debt.end_to_end_id,
      execution_for_debt: debt.uuid,
      timestamp: when,
    });
    debt.status = 'paid';
    debt.last_payment_timestamp = when;
  }

  private debit(
    account: Account,
    tx: Omit<Transaction, 'uuid' | 'identifier' | 'account_uuid' | 'direction' | 'state' | 'generic_description'>,
  ): void {
    // Exact: as many decimals as the balance or the amount uses, so a 3-decimal currency is never rounded.
    const decimals = Math.max(scaleOf(account.balance), scaleOf(tx.amount));
    account.balance = new Big(account.balance).minus(tx.amount).toFixed(decimals);
    this.world.transactions.push({
      ...tx,
      uuid: randomUUID(),
      identifier: `TX${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      account_uuid: account.uuid,
      direction: 'out',
      state: 'paid',
      generic_description: `Payment to ${tx.counterparty.name}`,
    });
  }

  /** Money arriving from outside (the customer's own transfer): a higher balance and an incoming, paid transaction. */
  deposit(account: Account, amount: string): void {
    const decimals = Math.max(scaleOf(account.balance), scaleOf(amount));
    account.balance = new Big(account.balance).plus(amount).toFixed(decimals);
    this.world.transactions.push({
      uuid: randomUUID(),
      identifier: `TX${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      account_uuid: account.uuid,
      amount,
      currency: account.currency,
      direction: 'in',
      state: 'paid',
      method: 'sepa',
      counterparty: { name: 'Own transfer', iban: '', bic: '' },
      unstructured_reference: 'Funds added',
      structured_reference: '',
      end_to_end_id: '',
      execution_for_debt: null,
      timestamp: this.clock.iso(),
      generic_description: 'Funds added',
    });
    this.persist();
  }

  account(uuid: string): Account | undefined {
    return this.world.accounts.find((a) => a.uuid === uuid);
  }

  /** A PSU's account by pool handle or IBAN, as the screen-scraping paths address them. */
  psuAccount(psuId: string, identifier: string): Account | undefined {
    const compact = identifier.replace(/\s/g, '').toUpperCase();
    return this.world.accounts.find((a) => a.psu_id === psuId && (a.handle === identifier || a.iban === compact));
  }
}
