/** Visitors of an online shop in June, at each step of the checkout. */
export const checkoutSteps = [
  { id: 'visits', label: 'Visited the shop', value: 48200 },
  { id: 'product', label: 'Viewed a product', value: 27900 },
  { id: 'cart', label: 'Added to cart', value: 9600 },
  { id: 'checkout', label: 'Started checkout', value: 5100 },
  { id: 'order', label: 'Placed an order', value: 3400 },
];

export const formatCount = (item: { value: number } | null) =>
  item === null ? '' : item.value.toLocaleString('en-US');
