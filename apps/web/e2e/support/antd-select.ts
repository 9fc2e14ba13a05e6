import { expect, type Locator, type Page } from '@playwright/test';
import { formItem } from './session.ts';

/**
 * The dropdown of one Select, found through the listbox its combobox controls. A neighbour's dropdown
 * that is still fading out stays in the page for a moment, so ".ant-select-dropdown:visible" alone can
 * answer with the wrong one.
 */
export async function dropdownOf(page: Page, combobox: Locator): Promise<Locator> {
  const id = await combobox.getAttribute('id');
  if (!id) throw new Error('The select has no id to find its dropdown by');
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${id}_list"]`) });
}

/** Which option to pick: its exact title, text matching a pattern, or the first one listed. */
export type OptionChoice = string | RegExp | { first: true };

/**
 * Picks an option of a Select (single or multiple) and waits until the Select shows it as chosen,
 * opening the dropdown again if the first click landed while it was still opening.
 */
export async function chooseIn(page: Page, combobox: Locator, choice: OptionChoice): Promise<void> {
  const dropdown = await dropdownOf(page, combobox);
  const options = dropdown.locator('.ant-select-item-option');
  const target =
    typeof choice === 'string'
      ? options.and(page.getByTitle(choice, { exact: true }))
      : choice instanceof RegExp
        ? options.filter({ hasText: choice }).first()
        : options.first();
  await expect(async () => {
    if (!(await dropdown.isVisible())) await combobox.click();
    // A second click on a chosen option of a multiple Select would take it out again.
    if (!(await isChosen(target))) await target.click({ timeout: 2_000 });
    await expect(target).toHaveClass(/ant-select-item-option-selected/, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** chooseIn for the Select of a labelled form item. */
export async function chooseOption(page: Page, label: string, choice: OptionChoice): Promise<void> {
  await chooseIn(page, formItem(page, label).getByRole('combobox'), choice);
}

async function isChosen(option: Locator): Promise<boolean> {
  if ((await option.count()) === 0) return false;
  return /ant-select-item-option-selected/.test((await option.getAttribute('class')) ?? '');
}
