/** Spec §9: the rich-text editor is 760 px high (its editing area scrolls beyond that). */
export const RICH_TEXT_EDITOR_HEIGHT = 760;
