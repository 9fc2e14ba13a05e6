import { Actions, DockLocation, Model, TabSetNode, type IJsonModel, type IJsonRect } from 'flexlayout-react';

export const GRID_TAB = 'grid';
export const DETAIL_TAB = 'detail';
const GRID_SET = 'grid-set';

/** Share of the width (in %) the docked detail panel takes beside the grid until the clerk moves it. */
const DETAIL_WEIGHT = 36;
const DETAIL_MIN_WIDTH = 340;
/** The splitter between the grid and the docked panel. */
const SPLITTER = 8;
/** Docked below the grid, the panel's height (the grid keeps the height it has beside it). */
export const STACKED_DETAIL_HEIGHT = 600;
/** Where this browser keeps the share the clerk last left the splitter at. */
const WEIGHT_KEY = 'timesheets.detail-width';

const layout = (detailWeight: number): IJsonModel => ({
  global: {
    tabEnableClose: false,
    tabEnableRename: false,
    tabEnableDrag: false,
    tabEnableFloat: false,
    tabEnablePin: false,
    tabSetEnableDrag: false,
    tabSetEnableDrop: false,
    tabSetEnableDivide: false,
    tabSetEnableMaximize: false,
    tabSetEnableActiveIcon: false,
    enableEdgeDock: false,
  },
  layout: {
    type: 'row',
    children: [
      {
        type: 'tabset',
        id: GRID_SET,
        weight: 100 - detailWeight,
        enableTabStrip: false,
        // The grid is sized to its tab and scrolls its own rows; a tab that scrolled too (by a pixel of
        // rounding) would be a scrolling region the keyboard cannot reach.
        children: [
          { type: 'tab', id: GRID_TAB, name: 'Timesheets', component: GRID_TAB, enableScrollbars: false },
        ],
      },
      {
        type: 'tabset',
        weight: detailWeight,
        minWidth: DETAIL_MIN_WIDTH,
        children: [
          {
            type: 'tab',
            id: DETAIL_TAB,
            name: 'Timesheet Detail',
            component: DETAIL_TAB,
            enablePopout: true,
            enablePopoutIcon: true,
            enableScrollbars: true,
          },
        ],
      },
    ],
  },
});

/**
 * The docked panel's share of the width as last left in this browser, or the usual one.
 * @internal Tested on its own.
 */
export function savedDetailWeight(): number {
  const saved = Number(localStorage.getItem(WEIGHT_KEY) ?? NaN);
  return saved >= 10 && saved <= 90 ? saved : DETAIL_WEIGHT;
}

/** Keeps the docked panel's share of the width, after the clerk has moved the splitter. */
export function rememberDetailWeight(model: Model): void {
  const root = model.getRootRow();
  const panel = model.getNodeById(DETAIL_TAB)?.getParent();
  if (!root || !(panel instanceof TabSetNode) || isDetailPoppedOut(model)) return;
  if (model.isRootOrientationVertical()) return;
  const total = root.getChildren().reduce((sum, node) => sum + (node as TabSetNode).getWeight(), 0);
  if (total > 0)
    localStorage.setItem(WEIGHT_KEY, String(Math.round((panel.getWeight() / total) * 1000) / 10));
}

/** The grid and, docked beside it, the detail panel that can pop out into its own window. */
export function createDockModel(): Model {
  const model = Model.fromJson(layout(savedDetailWeight()));
  // The tabset the detail docks back into keeps the docked panel's minimum width.
  model.setOnCreateTabSet(() => ({ minWidth: DETAIL_MIN_WIDTH }));
  return model;
}

export function isDetailPoppedOut(model: Model): boolean {
  const detail = model.getNodeById(DETAIL_TAB);
  return detail !== undefined && detail.getLayoutId() !== Model.MAIN_LAYOUT_ID;
}

/** Moves the detail panel into a new browser window of this screen rectangle; the grid takes the width. */
export function popOutDetail(model: Model, rect: IJsonRect): void {
  if (isDetailPoppedOut(model)) return;
  const layoutId = model.doAction(
    Actions.createPopout({ type: 'row', children: [{ type: 'tabset', children: [] }] }, rect, 'window'),
  ) as string;
  const tabset = model.getRootRow(layoutId)?.getChildren()[0];
  if (tabset) model.doAction(Actions.moveNode(DETAIL_TAB, tabset.getId(), DockLocation.CENTER, -1));
}

/** Docks the detail panel back beside (or below) the grid at the size it had; its window then closes. */
export function dockDetail(model: Model): void {
  const root = model.getRootRow();
  if (!root || !isDetailPoppedOut(model)) return;
  const stacked = model.isRootOrientationVertical();
  model.doAction(
    Actions.moveNode(DETAIL_TAB, root.getId(), stacked ? DockLocation.BOTTOM : DockLocation.RIGHT, -1),
  );
  // Below the grid, the dock gives the panel its height once it is back (arrangeDock).
  if (!stacked) applyWeights(model, 0);
}

/**
 * Whether a dock this wide puts the panel below the grid: beside it, the grid would be narrower than
 * a row with every day of the week (`gridMinWidth`) or the panel narrower than its least width.
 */
export function dockStacks(dockWidth: number, gridMinWidth: number): boolean {
  return dockWidth < gridMinWidth + SPLITTER + DETAIL_MIN_WIDTH;
}

/**
 * Lays the grid and the docked panel side by side, the grid never narrower than its rows
 * (`gridMinWidth`), or the panel below the grid (`stacked`), where the grid has `gridHeight` px.
 */
export function arrangeDock(model: Model, stacked: boolean, gridMinWidth: number, gridHeight: number): void {
  model.doAction(Actions.updateNodeAttributes(GRID_SET, { minWidth: stacked ? 0 : gridMinWidth }));
  if (model.isRootOrientationVertical() !== stacked)
    model.doAction(Actions.updateModelAttributes({ rootOrientationVertical: stacked }));
  applyWeights(model, gridHeight);
}

function applyWeights(model: Model, gridHeight: number): void {
  const root = model.getRootRow();
  if (!root || root.getChildren().length < 2) return;
  if (model.isRootOrientationVertical())
    model.doAction(Actions.adjustWeights(root.getId(), [gridHeight, STACKED_DETAIL_HEIGHT]));
  else {
    const weight = savedDetailWeight();
    model.doAction(Actions.adjustWeights(root.getId(), [100 - weight, weight]));
  }
}
