import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Where the icons live and which sizes each platform needs. */
export const RESOURCES = fileURLToPath(new URL('../../resources', import.meta.url));
export const ICON_SVG = join(RESOURCES, 'icon.svg');
/** The SVG's SHA-256 when the icons were last generated: a test fails if the SVG changed since. */
export const SOURCE_HASH_FILE = join(RESOURCES, 'icons', 'SOURCE.sha256');

/** The hicolor icon theme's sizes (Linux), Windows' scaled sizes, and up to 1024 for macOS. */
export const PNG_SIZES = [16, 20, 22, 24, 32, 40, 48, 64, 128, 256, 512, 1024] as const;
/** Windows: Explorer, the taskbar at 100–250 % scaling, Alt-Tab and the installer pick from these; 256 is required. */
export const ICO_SIZES = [16, 20, 24, 32, 40, 48, 64, 128, 256] as const;
