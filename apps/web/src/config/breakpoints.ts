/** Below this width the layout is mobile: bottom bar instead of the sidebar (spec section 9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Below this width (and at or above the mobile breakpoint) the layout is tablet (spec section 9). */
export const TABLET_BREAKPOINT_PX = 1025;

export const MOBILE_MEDIA_QUERY = `(width < ${MOBILE_BREAKPOINT_PX}px)`;
export const TABLET_OR_SMALLER_MEDIA_QUERY = `(width < ${TABLET_BREAKPOINT_PX}px)`;
