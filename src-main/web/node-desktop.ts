import { spawn } from 'node:child_process';
import { err, ok, type Result } from '../../src-shared/result';
import type { EventBus } from '../platform/events';
import type { DesktopShell, FilePickOptions, SaveFilePickOptions } from '../platform/shell/desktop';
import { OpenFileInbox } from '../platform/shell/open-file';
import { browserCommand } from './open-browser';

interface Command {
  command: string;
  args: string[];
}

type Filters = FilePickOptions['filters'];

/** Text inside a PowerShell single-quoted string. */
const psQuoted = (text: string) => text.replace(/'/g, "''");

/** The Windows dialogs' filter: `Name|*.a;*.b|Other|*.c`. */
const windowsFilter = (filters: Filters) =>
  filters.map((f) => `${f.name}|${f.extensions.map((e) => `*.${e}`).join(';')}`).join('|');

/** The same filters as zenity's arguments and kdialog's one filter argument. */
function linuxFilters(filters: Filters): { zenityFilters: string[]; kdialogFilter: string } {
  return {
    zenityFilters: filters.map((f) => `--file-filter=${f.name} | ${f.extensions.map((e) => `*.${e}`).join(' ')}`),
    kdialogFilter: filters.map((f) => `${f.extensions.map((e) => `*.${e}`).join(' ')}|${f.name}`).join('\n'),
  };
}

/**
 * The OS open dialog for browser mode, where there is no Electron: the platform's own dialog
 * program (zenity or kdialog on Linux, AppleScript on macOS, PowerShell's OpenFileDialog on
 * Windows), or null when this machine has none to show (Linux without a display).
 * Each prints the chosen paths one per line and nothing when cancelled.
 */
export function fileDialogCommands(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  options: FilePickOptions,
): Command[] {
  const extensions = options.filters.flatMap((f) => f.extensions);
  if (platform === 'darwin') {
    const types = extensions.length ? ` of type {${extensions.map((e) => JSON.stringify(e)).join(', ')}}` : '';
    const script =
      `set chosen to choose file with prompt ${JSON.stringify(options.title)}${types} with multiple selections allowed\n` +
      'set out to ""\nrepeat with f in chosen\nset out to out & POSIX path of f & linefeed\nend repeat\nreturn out';
    return [{ command: 'osascript', args: ['-e', script] }];
  }
  if (platform === 'win32') {
    const script =
      'Add-Type -AssemblyName System.Windows.Forms;' +
      '$d = New-Object System.Windows.Forms.OpenFileDialog;' +
      `$d.Title = '${psQuoted(options.title)}';` +
      `$d.Filter = '${psQuoted(windowsFilter(options.filters))}';` +
      '$d.Multiselect = $true;' +
      'if ($d.ShowDialog() -eq \'OK\') { $d.FileNames -join "`n" }';
    return [{ command: 'powershell.exe', args: ['-NoProfile', '-STA', '-Command', script] }];
  }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return [];
  const { zenityFilters, kdialogFilter } = linuxFilters(options.filters);
  return [
    {
      command: 'zenity',
      args: ['--file-selection', '--multiple', '--separator=\n', `--title=${options.title}`, ...zenityFilters],
    },
    {
      command: 'kdialog',
      args: ['--getopenfilename', '--multiple', '--separate-output', '.', kdialogFilter, '--title', options.title],
    },
  ];
}

/**
 * The OS save dialog for browser mode, as `fileDialogCommands` for opening: each program prints
 * the chosen path and nothing when cancelled, and asks before replacing a file.
 */
export function saveDialogCommands(
  platform: NodeJS.Platform,
  env: NodeJS.ProcessEnv,
  options: SaveFilePickOptions,
): Command[] {
  if (platform === 'darwin') {
    const script = `POSIX path of (choose file name with prompt ${JSON.stringify(options.title)} default name ${JSON.stringify(options.defaultName)})`;
    return [{ command: 'osascript', args: ['-e', script] }];
  }
  if (platform === 'win32') {
    const script =
      'Add-Type -AssemblyName System.Windows.Forms;' +
      '$d = New-Object System.Windows.Forms.SaveFileDialog;' +
      `$d.Title = '${psQuoted(options.title)}';` +
      `$d.Filter = '${psQuoted(windowsFilter(options.filters))}';` +
      `$d.FileName = '${psQuoted(options.defaultName)}';` +
      "if ($d.ShowDialog() -eq 'OK') { $d.FileName }";
    return [{ command: 'powershell.exe', args: ['-NoProfile', '-STA', '-Command', script] }];
  }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return [];
  const { zenityFilters, kdialogFilter } = linuxFilters(options.filters);
  return [
    {
      command: 'zenity',
      args: [
        '--file-selection',
        '--save',
        '--confirm-overwrite',
        `--filename=${options.defaultName}`,
        `--title=${options.title}`,
        ...zenityFilters,
      ],
    },
    { command: 'kdialog', args: ['--getsavefilename', options.defaultName, kdialogFilter, '--title', options.title] },
  ];
}

/** The OS folder dialog for browser mode, as `fileDialogCommands`: each prints the chosen folder, nothing when cancelled. */
export function folderDialogCommands(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, title: string): Command[] {
  if (platform === 'darwin')
    return [
      { command: 'osascript', args: ['-e', `POSIX path of (choose folder with prompt ${JSON.stringify(title)})`] },
    ];
  if (platform === 'win32') {
    const script =
      'Add-Type -AssemblyName System.Windows.Forms;' +
      '$d = New-Object System.Windows.Forms.FolderBrowserDialog;' +
      `$d.Description = '${psQuoted(title)}';` +
      "if ($d.ShowDialog() -eq 'OK') { $d.SelectedPath }";
    return [{ command: 'powershell.exe', args: ['-NoProfile', '-STA', '-Command', script] }];
  }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return [];
  return [
    { command: 'zenity', args: ['--file-selection', '--directory', `--title=${title}`] },
    { command: 'kdialog', args: ['--getexistingdirectory', '.', '--title', title] },
  ];
}

/** The paths a dialog program printed, one per line; none when the user cancelled. */
export function chosenPaths(stdout: string): string[] {
  return stdout
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function run(
  command: Command,
  env: NodeJS.ProcessEnv,
): Promise<{ started: boolean; code: number | null; stdout: string }> {
  return new Promise((done) => {
    let stdout = '';
    const child = spawn(command.command, command.args, { env, stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.once('error', () => done({ started: false, code: null, stdout: '' }));
    child.once('close', (code) => done({ started: true, code, stdout }));
  });
}

const NO_DIALOG =
  'No file dialog can be shown here (browser mode needs zenity or kdialog on Linux, and a display). ' +
  'Install zenity, or start the desktop app with "npm start" on a machine with a display, then choose the files again.';

const NO_SAVE_DIALOG =
  'No save dialog can be shown here (browser mode needs zenity or kdialog on Linux, and a display). ' +
  'Install zenity, or export from the command line: bulkpay history --csv > payments.csv.';

const NO_FOLDER_DIALOG =
  'No folder dialog can be shown here (browser mode needs zenity or kdialog on Linux, and a display). ' +
  'Install zenity, or choose the ERP outbox folder in the desktop app ("npm start" on a machine with a display).';

/**
 * The desktop shell of browser mode: the OS's own open dialog (run by the core, so chosen paths,
 * and the key files behind them, stay in this process exactly as with Electron's dialog) and the
 * OS file manager. Files opened "with Bulkpay" only reach the desktop app.
 */
export function nodeDesktop(events: EventBus, platform = process.platform, env = process.env): DesktopShell {
  return {
    async revealPath(path): Promise<Result<void>> {
      const opener = browserCommand(platform, env, path);
      const result = opener ? await run(opener, env) : { started: false, code: null, stdout: '' };
      return result.started && result.code === 0
        ? ok(undefined)
        : err('reveal_failed', `Could not open ${path} in a file manager here. Open the folder by hand.`, undefined, {
            path,
            reason: !opener
              ? 'no display'
              : result.started
                ? `exit ${result.code ?? '?'}`
                : `${opener.command} not found`,
          });
    },
    async pickFiles(options): Promise<Result<string[]>> {
      for (const command of fileDialogCommands(platform, env, options)) {
        const result = await run(command, env);
        if (!result.started) continue; // not installed: try the next one
        // zenity and kdialog answer 1 on cancel; every dialog prints nothing then.
        return ok(result.code === 0 ? chosenPaths(result.stdout) : []);
      }
      return err('desktop_only', NO_DIALOG);
    },
    async pickSaveFile(options): Promise<Result<string | null>> {
      for (const command of saveDialogCommands(platform, env, options)) {
        const result = await run(command, env);
        if (!result.started) continue;
        return ok(result.code === 0 ? (chosenPaths(result.stdout)[0] ?? null) : null);
      }
      return err('desktop_only', NO_SAVE_DIALOG);
    },
    async pickFolder({ title }): Promise<Result<string | null>> {
      for (const command of folderDialogCommands(platform, env, title)) {
        const result = await run(command, env);
        if (!result.started) continue;
        return ok(result.code === 0 ? (chosenPaths(result.stdout)[0] ?? null) : null);
      }
      return err('desktop_only', NO_FOLDER_DIALOG);
    },
    openFiles: new OpenFileInbox(events),
  };
}
