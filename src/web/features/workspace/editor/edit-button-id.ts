/** The product page's "Edit listing" button: the editor gives focus back to it when it closes. */
export const EDIT_LISTING_BUTTON_ID = "edit-listing-button";
