import type { Envelope } from '@portal/contracts';
import type { MealPremiumRequest, MealPremiumResult } from '@portal/contracts/timesheets';
import { apiRequest } from '../../../lib/api-client.ts';

/** Marks (or unmarks) the meal premium owed on an entry that missed a meal period. */
export function markMealPremium(body: MealPremiumRequest): Promise<Envelope<MealPremiumResult>> {
  return apiRequest('/api/v1/meal-premium', { method: 'POST', body });
}
