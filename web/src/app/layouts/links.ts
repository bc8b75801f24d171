/**
 * External addresses of the shell. The inquiry form is run outside this app (spec section 2,
 * Footer); change the address here when the university publishes its form.
 */
export const INQUIRY_FORM_URL = 'https://forms.example.ac.jp/campus-marketplace/inquiry';
