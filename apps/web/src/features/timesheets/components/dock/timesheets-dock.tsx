import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import {
  Actions,
  Layout,
  Model,
  TabSetNode,
  type Action,
  type BorderNode,
  type ITabSetRenderValues,
  type Rect,
  type TabNode,
} from 'flexlayout-react';
import 'flexlayout-react/style/light.css';
import { createResizeSignal, MapResizeContext } from '../../../../ui/map-resize.ts';
import {
  arrangeDock,
  DETAIL_TAB,
  dockDetail,
  dockStacks,
  GRID_TAB,
  isDetailPoppedOut,
  popOutDetail,
  rememberDetailWeight,
  STACKED_DETAIL_HEIGHT,
} from './dock-model.ts';
import { SameWindowPopups } from './same-window-popups.tsx';
import { shareAnimationFrames } from './share-animation-frames.ts';
import { shareDomClasses } from './share-realm.ts';

interface Props {
  model: Model;
  /** The grid, told the height it has. */
  grid(height: number): ReactNode;
  detail: ReactNode;
  /** The least width of the grid's rows: narrower than this and the panel docks below the grid. */
  gridMinWidth: number;
  onPoppedOut(poppedOut: boolean): void;
}

const LABELS: Record<string, string> = {
  'flexlayout.ui.popout.tab': 'Pop out',
  'flexlayout.ui.popout.window.name': 'Timesheet Detail',
};
const translate = (key: string) => LABELS[key] ?? key;

/** The popped-out window: roomier than the docked panel, near the top left of the portal's window. */
function popoutRect() {
  const { availWidth, availHeight } = window.screen;
  return {
    x: window.screenX + 48,
    y: window.screenY + 48,
    width: Math.min(960, availWidth),
    height: Math.min(820, availHeight),
  };
}

/**
 * The grid with the detail panel docked beside it (the splitter between them resizes both, and this
 * browser remembers where it was left), or below it where the two do not fit side by side with every
 * day of the grid's rows in view. The panel pops out into its own browser window and back; closing
 * that window also docks it back.
 */
export function TimesheetsDock({ model, grid, detail, gridMinWidth, onPoppedOut }: Props) {
  const [signal] = useState(createResizeSignal);
  const [gridHeight, setGridHeight] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [poppedOut, setPoppedOut] = useState(() => isDetailPoppedOut(model));
  const stacked = size.width > 0 && dockStacks(size.width, gridMinWidth);

  useLayoutEffect(() => {
    const el = box.current!;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    if (size.width > 0) arrangeDock(model, stacked, gridMinWidth, size.height - STACKED_DETAIL_HEIGHT);
  }, [model, stacked, gridMinWidth, size.width, size.height, poppedOut]);
  /** Undoes what the main window shares with the panel's window while the panel is out. */
  const stopSharing = useRef<(() => void) | null>(null);
  // Leaving the screen closes the panel's window without telling onPopoutClose.
  useEffect(() => () => stopSharing.current?.(), []);

  useLayoutEffect(() => {
    const gridTab = model.getNodeById(GRID_TAB)!;
    const detailTab = model.getNodeById(DETAIL_TAB)!;
    // Whole pixels: a fraction more than the tab holds would make the tab itself scroll.
    gridTab.setEventListener('resize', ({ rect }: { rect: Rect }) => setGridHeight(Math.floor(rect.height)));
    detailTab.setEventListener('resize', () => signal.notify());
    return () => {
      gridTab.removeEventListener('resize');
      detailTab.removeEventListener('resize');
    };
  }, [model, signal]);

  const factory = (node: TabNode) =>
    node.getId() === GRID_TAB ? (
      grid(gridHeight)
    ) : (
      <MapResizeContext.Provider value={signal}>
        <SameWindowPopups>{detail}</SameWindowPopups>
      </MapResizeContext.Provider>
    );

  // The pop-out opens a roomier window than the docked panel's size, and closing that window docks
  // the panel back (the layout's own default would leave it floating over the grid).
  const onAction = (action: Action) => {
    if (action.type === Actions.POPOUT_TAB) popOutDetail(model, popoutRect());
    else if (action.type === Actions.CLOSE_POPOUT) dockDetail(model);
    else return action;
    return undefined;
  };

  const onRenderTabSet = (node: TabSetNode | BorderNode, values: ITabSetRenderValues) => {
    if (!(node instanceof TabSetNode) || node.getLayoutId() === Model.MAIN_LAYOUT_ID) return;
    values.buttons.push(
      <button
        key="pop-in"
        type="button"
        className="flexlayout__tab_toolbar_button ts-pop-in"
        title="Dock the panel back beside the grid"
        onClick={() => dockDetail(model)}
      >
        <ImportOutlined aria-hidden /> Pop in
      </button>,
    );
  };

  return (
    <div ref={box} className={stacked ? 'ts-dock ts-dock-stacked' : 'ts-dock'}>
      <Layout
        model={model}
        factory={factory}
        onAction={onAction}
        onModelChange={(_model, action) => {
          if (action.type === Actions.ADJUST_WEIGHTS) rememberDetailWeight(model);
          setPoppedOut(isDetailPoppedOut(model));
          onPoppedOut(isDetailPoppedOut(model));
        }}
        onRenderTabSet={onRenderTabSet}
        i18nTranslator={translate}
        icons={{ popout: <ExportOutlined aria-hidden /> }}
        popoutURL="/popout.html"
        popoutClassName="ts-popout"
        onPopoutOpen={(_layout, popout, doc) => {
          doc.title = 'Timesheet Detail';
          stopSharing.current?.();
          const frames = shareAnimationFrames(window, popout);
          const classes = shareDomClasses(window, popout);
          stopSharing.current = () => {
            frames();
            classes();
          };
        }}
        onPopoutClose={() => {
          stopSharing.current?.();
          stopSharing.current = null;
        }}
      />
    </div>
  );
}
