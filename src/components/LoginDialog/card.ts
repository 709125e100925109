/** The spec requires that the Login dialog's card "is at most 268 px wide". */
export const LOGIN_CARD_MAX_WIDTH = 268
