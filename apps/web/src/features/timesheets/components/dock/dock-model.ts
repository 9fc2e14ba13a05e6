import { Actions, DockLocation, Model, TabSetNode, type IJsonModel, type IJsonRect } from 'flexlayout-react';

export const GRID_TAB = 'grid';
export const DETAIL_TAB = 'detail';

/** Share of the width (in %) the docked detail panel takes beside the grid until the clerk moves it. */
const DETAIL_WEIGHT = 36;
const DETAIL_MIN_WIDTH = 340;
/**
 * The grid's least width: with the detail's, within the 720 px a 1024 px window leaves beside the menu,
 * so the detail is never pushed past the window's edge; a narrower grid scrolls its days sideways.
 */
const GRID_MIN_WIDTH = 360;
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
        weight: 100 - detailWeight,
        minWidth: GRID_MIN_WIDTH,
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

/** The docked panel's share of the width as last left in this browser, or the usual one. */
export function savedDetailWeight(): number {
  const saved = Number(localStorage.getItem(WEIGHT_KEY) ?? NaN);
  return saved >= 10 && saved <= 90 ? saved : DETAIL_WEIGHT;
}

/** Keeps the docked panel's share of the width, after the clerk has moved the splitter. */
export function rememberDetailWeight(model: Model): void {
  const root = model.getRootRow();
  const panel = model.getNodeById(DETAIL_TAB)?.getParent();
  if (!root || !(panel instanceof TabSetNode) || isDetailPoppedOut(model)) return;
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

/** Docks the detail panel back beside the grid at the width it had; its window then closes. */
export function dockDetail(model: Model): void {
  const root = model.getRootRow();
  if (!root || !isDetailPoppedOut(model)) return;
  model.doAction(Actions.moveNode(DETAIL_TAB, root.getId(), DockLocation.RIGHT, -1));
  const weight = savedDetailWeight();
  model.doAction(Actions.adjustWeights(root.getId(), [100 - weight, weight]));
}
