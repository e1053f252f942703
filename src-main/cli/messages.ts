import { bankFieldErrorText, type BankFieldError } from '../../src-shared/bank/field-errors';
import { createI18nWith, type CodedMessage, type Language, errorText, pickLanguage } from '../../src-shared/i18n/words';
import { cliCatalogs, loadCliCatalogs } from './catalogs';

/**
 * The CLI's language, the POSIX way: LC_ALL, then LC_MESSAGES, then LANG; `C`, `POSIX` or a
 * language we do not speak means English. So `LANG=fi_FI.UTF-8 bulkpay validate …` answers in
 * Finnish, and scripts that pin `LC_ALL=C` get stable English.
 */
export function cliLanguage(env: NodeJS.ProcessEnv): Language {
  const tag = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return tag === 'C' || tag === 'POSIX' || tag.startsWith('C.') ? 'en' : pickLanguage([tag]);
}

/** Loads the catalogs `cliWords(env)` needs (the user's language and English); every command start awaits it. */
export function loadCliWords(env: NodeJS.ProcessEnv): Promise<void> {
  return loadCliCatalogs(cliLanguage(env));
}

/**
 * Words for the CLI: coded messages from the rules and the core in the user's language, with the
 * same catalogs the window uses. In English the core's own sentence is printed, as it may carry
 * detail a catalog sentence cannot (the bank's own words, a file name); in other languages the
 * bank's own words follow the catalog sentence. JSON output always keeps the code, the English
 * message and the parameters.
 */
export function cliWords(env: NodeJS.ProcessEnv) {
  const language = cliLanguage(env);
  const { t } = createI18nWith(language, cliCatalogs(language));
  const message = (m: CodedMessage & { details?: unknown }): string => {
    const text = errorText(t, language, m);
    // Main's own English sentence already holds the bank's words; a catalog sentence cannot: they
    // follow it, one "The bank says" each.
    if (language === 'en' && m.message) return text;
    const said = bankWords(m.details).map((words) => t('msg.bank_says', { message: words }));
    return [text, ...said].join(' ');
  };
  return {
    language,
    /** The CLI's own sentences (the `cli` catalog section), in the user's language. */
    t,
    message,
    /** "bulkpay <command>: <the error in the user's language>", the one shape of a failed command's line. */
    error: (command: string, m: CodedMessage & { details?: unknown }): string =>
      `bulkpay${command ? ` ${command}` : ''}: ${message(m)}`,
    field: (field: string): string =>
      field === 'file' ? t('payments.file') : t(`field.${field}`, { defaultValue: field }),
  };
}

/**
 * A command's one-line summary (`bulkpay help`) and full usage (`bulkpay help <name>`, usage
 * errors) in the user's language, from the catalogs' `edges.summary` and `edges.usage`.
 */
export function commandHelp(name: string, params: Record<string, string | number> = {}) {
  return {
    summary: (env: NodeJS.ProcessEnv): string => cliWords(env).t(`edges.summary.${name}`),
    usage: (env: NodeJS.ProcessEnv): string => cliWords(env).t(`edges.usage.${name}`, params),
  };
}

/** The bank's own messages in an error's details (`general`, from bank/errors.ts), as "field: words". */
function bankWords(details: unknown): string[] {
  const general = (details as { general?: unknown } | null | undefined)?.general;
  if (!Array.isArray(general)) return [];
  return (general as BankFieldError[])
    .filter((e) => typeof e?.params?.message === 'string' && e.params.message !== '')
    .map(bankFieldErrorText);
}
