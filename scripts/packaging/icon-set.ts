import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Where the icons live and which sizes each platform needs. */
export const RESOURCES = fileURLToPath(new URL('../../resources', import.meta.url));
export const ICON_SVG = join(RESOURCES, 'icon.svg');
/** The SVG's SHA-256 when the icons were last generated: a test fails if the SVG changed since. */
export const SOURCE_HASH_FILE = join(RESOURCES, 'icons', 'SOURCE.sha256');

/** Linux icon theme sizes plus what macOS (up to 1024) and Windows (up to 256) draw from. */
export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024] as const;
/** Windows: explorer, taskbar, alt-tab and the installer pick from these; 256 is required. */
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;
