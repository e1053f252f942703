import { parseArgs } from 'node:util';
import type { CodedMessage } from '../../../src-shared/i18n';
import { CHARACTER_SETS } from '../../../src-shared/payments/charset';
import type { ApplicationView } from '../../../src-shared/profiles';
import type { Result } from '../../../src-shared/result';
import type { Core } from '../../app/core';
import { USAGE_ERROR, type CliCommand, type CliIo } from '../command';
import { namedCharacterSet } from '../../features/profiles/character-set';
import { withCliCore } from './keys';
import { onboardingLogin, pickProfile } from './profile-setup';
import { ask } from './psu-sign-in';
import { cliWords, commandHelp } from '../messages';

const help = commandHelp('onboarding');

const OPTIONS = {
  profile: { type: 'string' },
  name: { type: 'string' },
  'base-url': { type: 'string' },
  'bulk-base-url': { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  'organisation-name': { type: 'string' },
  'organisation-url': { type: 'string' },
  'character-set': { type: 'string' },
} as const;

type Values = Partial<Record<keyof typeof OPTIONS, string>>;

const REQUIRED: Record<string, (keyof typeof OPTIONS)[]> = {
  'create-profile': ['name', 'base-url'],
  'edit-profile': ['character-set'],
  signup: ['email', 'first-name', 'last-name'],
  apply: ['organisation-name', 'organisation-url'],
  status: [],
};

async function password(io: CliIo): Promise<string> {
  if (io.env.BULKPAY_ONBOARDING_PASSWORD) return io.env.BULKPAY_ONBOARDING_PASSWORD;
  const interactive = Boolean(process.stdin.isTTY) && !io.env.BULKPAY_NO_PROMPT;
  return interactive ? ask('Onboarding password: ', true) : '';
}

function describe(app: ApplicationView): string {
  return app.approved
    ? `Application ${app.id} (${app.organisationName}) is approved; client id ${app.clientId} and its secret are stored, so the profile can sign requests.`
    : `Application ${app.id} (${app.organisationName}) is registered and waits for the bank's approval; run \`bulkpay onboarding status\` later.`;
}

async function step(name: string, values: Values, core: Core, io: CliIo): Promise<number> {
  const fail = (r: { error: CodedMessage }) => (io.err(cliWords(io.env).error(`onboarding ${name}`, r.error)), 1);
  const characterSet = namedCharacterSet(values['character-set']) ?? undefined;
  if (name === 'create-profile') {
    let created;
    try {
      created = core.profiles.profiles.create({
        name: values.name!,
        baseUrl: values['base-url']!,
        bulkBaseUrl: values['bulk-base-url'] ?? values['base-url']!,
        ...(characterSet ? { characterSet } : {}),
      });
    } catch (e) {
      io.err(`bulkpay onboarding ${name}: ${(e as Error).message}`); // the profile rules' own sentence
      return 1;
    }
    core.profiles.profiles.setActive(created.id);
    io.out(`Created the bank profile "${created.name}" (${created.id}); it is now the active profile.`);
    return 0;
  }
  const profile = pickProfile(core, values.profile);
  if (!profile.ok) return fail(profile);
  const id = profile.value.id;
  if (name === 'edit-profile') {
    const edited = core.profiles.profiles.update(id, { characterSet: characterSet! });
    const words = cliWords(io.env);
    const set = words.t(`settingsPanels.characterSets.${edited!.characterSet}`);
    io.out(words.t('cli.profileCharacterSet', { name: edited!.name, set }));
    return 0;
  }
  if (name === 'signup') {
    const secret = await password(io);
    if (!secret) {
      io.err(
        `bulkpay onboarding signup: no onboarding password; set BULKPAY_ONBOARDING_PASSWORD or run in a terminal.`,
      );
      return 1;
    }
    const email = values.email!;
    const done = await core.profiles.onboarding.signup(id, {
      email,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
      password: secret,
    });
    if (!done.ok) return fail(done);
    io.out(`Signed up ${email} for onboarding at "${profile.value.name}". Next: \`bulkpay onboarding apply\`.`);
    return 0;
  }
  const login = await onboardingLogin(io, core, profile.value, values.email);
  if (!login.ok) return fail(login);
  try {
    const app: Result<ApplicationView> =
      name === 'apply'
        ? await core.profiles.onboarding.createApplication(id, {
            organisationName: values['organisation-name']!,
            organisationUrl: values['organisation-url']!,
          })
        : await core.profiles.onboarding.refreshApplication(id);
    if (!app.ok) return fail(app);
    io.out(describe(app.value));
    return app.value.approved || name === 'apply' ? 0 : 3;
  } finally {
    core.profiles.onboarding.logout(id);
  }
}

export const onboardingCommand: CliCommand = {
  name: 'onboarding',
  ...help,
  async run(args, io) {
    const [name, ...rest] = args;
    let values: Values;
    try {
      if (!name || !(name in REQUIRED)) throw new Error(`name a step: ${Object.keys(REQUIRED).join(', ')}.`);
      values = parseArgs({ args: rest, options: OPTIONS, allowPositionals: false }).values;
      const missing = REQUIRED[name]!.filter((o) => !values[o]);
      if (missing.length) throw new Error(`${name} needs ${missing.map((o) => `--${o}`).join(', ')}.`);
      if (namedCharacterSet(values['character-set']) === null)
        throw new Error(`unknown character set "${values['character-set']}"; use ${CHARACTER_SETS.join(' or ')}.`);
    } catch (e) {
      io.err(`bulkpay onboarding: ${(e as Error).message}\n\n${help.usage(io.env)}`);
      return USAGE_ERROR;
    }
    return withCliCore(io, (core) => step(name, values, core, io));
  },
};
