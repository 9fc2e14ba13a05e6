import { Actions, Model, TabSetNode } from 'flexlayout-react';
import { describe, expect, it } from 'vitest';
import {
  createDockModel,
  DETAIL_TAB,
  dockDetail,
  GRID_TAB,
  isDetailPoppedOut,
  popOutDetail,
  rememberDetailWeight,
  savedDetailWeight,
} from './dock-model.ts';

/** The docked panel's share of the width, in %. */
function detailShare(model: Model): number {
  const weight = (id: string) => (model.getNodeById(id)!.getParent() as TabSetNode).getWeight();
  return Math.round((weight(DETAIL_TAB) / (weight(DETAIL_TAB) + weight(GRID_TAB))) * 100);
}

/** What the splitter does when the clerk drags it. */
function dragSplitter(model: Model, detailPercent: number) {
  model.doAction(Actions.adjustWeights(model.getRootRow()!.getId(), [100 - detailPercent, detailPercent]));
  rememberDetailWeight(model);
}

describe('the dock remembers the splitter', () => {
  it('docks the panel at 36 % of the width the first time', () => {
    expect(detailShare(createDockModel())).toBe(36);
  });

  it('opens with the panel as wide as it was left', () => {
    dragSplitter(createDockModel(), 50);
    expect(savedDetailWeight()).toBe(50);
    expect(detailShare(createDockModel())).toBe(50);
  });

  it('docks the panel back from its window at the width it was left', () => {
    const model = createDockModel();
    dragSplitter(model, 45);
    popOutDetail(model, { x: 0, y: 0, width: 900, height: 800 });
    expect(isDetailPoppedOut(model)).toBe(true);
    rememberDetailWeight(model); // while out there is no splitter to remember
    dockDetail(model);
    expect(isDetailPoppedOut(model)).toBe(false);
    expect(detailShare(model)).toBe(45);
  });

  it.each(['', 'wide', '3', '97'])('ignores a kept value of %j', (kept) => {
    localStorage.setItem('timesheets.detail-width', kept);
    expect(detailShare(createDockModel())).toBe(36);
  });
});
