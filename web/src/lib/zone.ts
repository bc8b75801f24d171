/** Every time in the product is shown in this zone, whatever the browser's zone (spec section 1). */
export const APP_ZONE = 'Asia/Tokyo';
