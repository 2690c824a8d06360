/** The company's information, logo and currencies. */
export const masterdataEndpoints = {};
