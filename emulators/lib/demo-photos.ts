import sharp from 'sharp';

/**
 * Photos of the demo exhibits, drawn at seed time (the repository ships no binaries and the machine
 * may be offline): a simple flat illustration of the object on a tinted backdrop, as a JPEG the
 * seed then sends through the same processing as an upload.
 */

export const DEMO_PHOTO_SUBJECTS = [
  'chair',
  'desk',
  'shelf',
  'cabinet',
  'books',
  'paper',
  'microscope',
  'monitor',
  'whiteboard',
  'glassware',
  'sofa',
  'printer',
  'projector',
  'box',
] as const;
export type DemoPhotoSubject = (typeof DEMO_PHOTO_SUBJECTS)[number];

const BACKDROPS = ['#e8eef4', '#f3ede4', '#e6f0e8', '#efe8f3', '#f4efe1', '#e4eef0'];

/** The object, drawn in a 800 x 600 box with its floor at y = 500. */
const SUBJECTS: Record<DemoPhotoSubject, (c: string) => string> = {
  chair: (c) => `
    <rect x="330" y="150" width="140" height="170" rx="20" fill="${c}"/>
    <rect x="300" y="320" width="200" height="34" rx="10" fill="${c}" opacity="0.85"/>
    <rect x="392" y="354" width="16" height="110" fill="#555"/>
    <rect x="320" y="462" width="160" height="12" rx="6" fill="#444"/>
    <circle cx="325" cy="486" r="12" fill="#333"/><circle cx="475" cy="486" r="12" fill="#333"/>`,
  desk: (c) => `
    <rect x="180" y="250" width="440" height="30" rx="6" fill="${c}"/>
    <rect x="200" y="280" width="20" height="220" fill="#666"/>
    <rect x="580" y="280" width="20" height="220" fill="#666"/>
    <rect x="440" y="280" width="130" height="150" fill="${c}" opacity="0.8"/>
    <rect x="490" y="320" width="30" height="8" rx="4" fill="#eee"/>
    <rect x="490" y="380" width="30" height="8" rx="4" fill="#eee"/>`,
  shelf: (c) => `
    <rect x="260" y="100" width="280" height="400" fill="none" stroke="${c}" stroke-width="18"/>
    <rect x="260" y="230" width="280" height="14" fill="${c}"/>
    <rect x="260" y="360" width="280" height="14" fill="${c}"/>
    <rect x="290" y="160" width="26" height="70" fill="#c0504d"/><rect x="320" y="150" width="22" height="80" fill="#4f81bd"/>
    <rect x="346" y="170" width="30" height="60" fill="#9bbb59"/><rect x="300" y="300" width="90" height="60" fill="#f2c14e"/>`,
  cabinet: (c) => `
    <rect x="290" y="110" width="220" height="390" rx="8" fill="${c}"/>
    <rect x="300" y="125" width="200" height="110" rx="4" fill="#ffffff" opacity="0.25"/>
    <rect x="300" y="250" width="200" height="110" rx="4" fill="#ffffff" opacity="0.25"/>
    <rect x="300" y="375" width="200" height="110" rx="4" fill="#ffffff" opacity="0.25"/>
    <rect x="375" y="170" width="50" height="10" rx="5" fill="#333"/>
    <rect x="375" y="295" width="50" height="10" rx="5" fill="#333"/>
    <rect x="375" y="420" width="50" height="10" rx="5" fill="#333"/>`,
  books: (c) => `
    <rect x="250" y="430" width="300" height="60" rx="6" fill="${c}"/>
    <rect x="270" y="370" width="270" height="60" rx="6" fill="#4f81bd"/>
    <rect x="240" y="310" width="290" height="60" rx="6" fill="#c0504d"/>
    <rect x="280" y="250" width="250" height="60" rx="6" fill="#9bbb59"/>
    <rect x="240" y="440" width="12" height="40" fill="#fff" opacity="0.7"/>`,
  paper: (c) => `
    <rect x="250" y="300" width="300" height="190" rx="6" fill="${c}"/>
    <rect x="265" y="260" width="270" height="40" fill="#fafafa" stroke="#ccc"/>
    <rect x="275" y="230" width="250" height="30" fill="#ffffff" stroke="#ccc"/>
    <text x="400" y="410" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">A4</text>`,
  microscope: (c) => `
    <rect x="300" y="460" width="220" height="30" rx="8" fill="#444"/>
    <rect x="440" y="200" width="34" height="260" rx="10" fill="${c}"/>
    <rect x="330" y="340" width="140" height="18" rx="6" fill="#666"/>
    <rect x="350" y="150" width="40" height="170" rx="12" fill="${c}" transform="rotate(-25 370 235)"/>
    <circle cx="350" cy="330" r="16" fill="#333"/>`,
  monitor: (c) => `
    <rect x="200" y="140" width="400" height="250" rx="14" fill="#222"/>
    <rect x="216" y="156" width="368" height="218" rx="4" fill="${c}"/>
    <rect x="385" y="390" width="30" height="70" fill="#444"/>
    <rect x="320" y="460" width="160" height="16" rx="8" fill="#333"/>`,
  whiteboard: (c) => `
    <rect x="170" y="120" width="460" height="280" rx="6" fill="#fdfdfd" stroke="${c}" stroke-width="14"/>
    <path d="M220 200 q60 -40 120 0 t120 0" stroke="#4f81bd" stroke-width="6" fill="none"/>
    <rect x="230" y="260" width="180" height="10" rx="5" fill="#c0504d"/>
    <rect x="230" y="300" width="240" height="10" rx="5" fill="#9bbb59"/>
    <rect x="220" y="400" width="12" height="100" fill="#777"/><rect x="568" y="400" width="12" height="100" fill="#777"/>`,
  glassware: (c) => `
    <path d="M300 180 h60 v90 l60 200 h-180 l60 -200 z" fill="${c}" opacity="0.55" stroke="#555" stroke-width="6"/>
    <rect x="450" y="250" width="70" height="230" rx="10" fill="${c}" opacity="0.45" stroke="#555" stroke-width="6"/>
    <rect x="540" y="330" width="60" height="150" rx="8" fill="${c}" opacity="0.35" stroke="#555" stroke-width="6"/>`,
  sofa: (c) => `
    <rect x="190" y="220" width="420" height="150" rx="30" fill="${c}"/>
    <rect x="160" y="300" width="480" height="130" rx="30" fill="${c}" opacity="0.85"/>
    <rect x="200" y="430" width="20" height="50" fill="#444"/><rect x="580" y="430" width="20" height="50" fill="#444"/>`,
  printer: (c) => `
    <rect x="250" y="260" width="300" height="170" rx="16" fill="${c}"/>
    <rect x="300" y="200" width="200" height="60" fill="#fafafa" stroke="#ccc"/>
    <rect x="290" y="430" width="220" height="40" fill="#fafafa" stroke="#ccc"/>
    <circle cx="505" cy="300" r="9" fill="#9bbb59"/>`,
  projector: (c) => `
    <rect x="240" y="300" width="320" height="140" rx="24" fill="${c}"/>
    <circle cx="330" cy="370" r="46" fill="#333"/><circle cx="330" cy="370" r="26" fill="#88a"/>
    <rect x="440" y="340" width="80" height="12" rx="6" fill="#fff" opacity="0.6"/>
    <rect x="270" y="440" width="20" height="40" fill="#444"/><rect x="510" y="440" width="20" height="40" fill="#444"/>`,
  box: (c) => `
    <path d="M250 250 l150 -60 l150 60 v200 l-150 60 l-150 -60 z" fill="${c}"/>
    <path d="M250 250 l150 60 l150 -60" fill="none" stroke="#00000033" stroke-width="6"/>
    <path d="M400 310 v200" stroke="#00000033" stroke-width="6"/>`,
};

/** A JPEG photo of `subject`; `variant` changes the colours, so two photos of one item differ. */
export function demoPhoto(subject: DemoPhotoSubject, color: string, variant = 0): Promise<Buffer> {
  const backdrop = BACKDROPS[variant % BACKDROPS.length] ?? BACKDROPS[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${backdrop}"/>
    <rect y="500" width="800" height="100" fill="#00000010"/>
    <ellipse cx="400" cy="500" rx="230" ry="18" fill="#00000018"/>
    ${SUBJECTS[subject](color)}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
