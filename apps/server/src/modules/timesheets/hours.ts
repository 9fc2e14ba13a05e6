/** Hundredths of an hour as the API's hours: 807 is 8.07. */
export const hours = (hundredths: number) => Number(hundredths) / 100;
