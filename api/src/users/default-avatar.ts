/** A neutral head-and-shoulders icon, the picture of a user who has not chosen one. */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="Profile picture">
<rect width="128" height="128" rx="64" fill="#dfe6ee"/>
<circle cx="64" cy="50" r="24" fill="#8a9bb0"/>
<path d="M20 112c6-24 24-36 44-36s38 12 44 36a64 64 0 0 1-88 0z" fill="#8a9bb0"/>
</svg>
`;
