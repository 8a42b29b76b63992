/** The products that have API reference pages. */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** One component API page: its name and the package whose declarations document it. */
export interface CatalogueComponent {
  product: ApiProduct;
  name: string;
  packageName: string;
}

/** One interface API page (package-agnostic: looked up in the product's community, Pro and Premium packages). */
export interface CatalogueInterface {
  product: ApiProduct;
  name: string;
}

/** One hook API page: its name (without an `unstable_` prefix) and the lowest plan's package exporting it. */
export type CatalogueHook = CatalogueComponent;

const list = (product: ApiProduct, packageName: string, names: string): CatalogueComponent[] =>
  names
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((name) => ({ product, name, packageName }));

/** Every component API page of the docs (23 Data Grid, 58 Date and Time Pickers, 71 Charts, 7 Tree View). */
export const API_CATALOGUE: readonly CatalogueComponent[] = [
  ...list(
    'data-grid',
    '@mui/x-data-grid-premium',
    'AiAssistantPanelTrigger DataGridPremium ExportExcel PivotPanelTrigger PromptFieldControl PromptFieldRecord PromptFieldSend PromptField',
  ),
  ...list(
    'data-grid',
    '@mui/x-data-grid',
    `ColumnsPanelTrigger DataGrid ExportCsv ExportPrint FilterPanelTrigger GridFilterForm GridFilterPanel
     GridToolbarQuickFilter QuickFilterClear QuickFilterControl QuickFilterTrigger QuickFilter ToolbarButton Toolbar`,
  ),
  ...list('data-grid', '@mui/x-data-grid-pro', 'DataGridPro'),
  ...list(
    'date-pickers',
    '@mui/x-date-pickers',
    `DateCalendar DateField DatePickerToolbar DatePicker DateTimeField DateTimePickerTabs DateTimePickerToolbar
     DateTimePicker DayCalendarSkeleton DesktopDatePicker DesktopDateTimePicker DesktopTimePicker DigitalClock
     LocalizationProvider MobileDatePicker MobileDateTimePicker MobileTimePicker MonthCalendar
     MultiSectionDigitalClock PickersActionBar PickersCalendarHeader PickersDay PickersLayout PickersSectionList
     PickersShortcuts PickersTextField StaticDatePicker StaticDateTimePicker StaticTimePicker TimeClock TimeField
     TimePickerToolbar TimePicker YearCalendar`,
  ),
  ...list(
    'date-pickers',
    '@mui/x-date-pickers-pro',
    `DateRangeCalendar DateRangePickerDay DateRangePickerToolbar DateRangePicker DateTimeRangePickerTabs
     DateTimeRangePickerToolbar DateTimeRangePicker DesktopDateRangePicker DesktopDateTimeRangePicker
     DesktopTimeRangePicker MobileDateRangePicker MobileDateTimeRangePicker MobileTimeRangePicker
     MultiInputDateRangeField MultiInputDateTimeRangeField MultiInputTimeRangeField PickersRangeCalendarHeader
     SingleInputDateRangeField SingleInputDateTimeRangeField SingleInputTimeRangeField StaticDateRangePicker
     TimeRangePickerTabs TimeRangePickerToolbar TimeRangePicker`,
  ),
  ...list(
    'charts',
    '@mui/x-charts',
    `AnimatedArea AnimatedLine AreaElement AreaPlot BarChart BarElement BarLabel BarPlot ChartContainer
     ChartDataProvider ChartsAxisHighlight ChartsAxisTooltipContent ChartsAxis ChartsClipPath ChartsGrid
     ChartsItemTooltipContent ChartsLegend ChartsLocalizationProvider ChartsReferenceLine ChartsSurface ChartsText
     ChartsTooltipContainer ChartsTooltip ChartsXAxis ChartsYAxis ContinuousColorLegend GaugeContainer Gauge
     LineChart LineElement LineHighlightElement LineHighlightPlot LinePlot MarkElement MarkPlot PieArcLabelPlot
     PieArcLabel PieArcPlot PieArc PieChart PiePlot PiecewiseColorLegend RadarAxisHighlight RadarChart RadarGrid
     RadarMetricLabels RadarSeriesArea RadarSeriesMarks RadarSeriesPlot ScatterChart ScatterPlot Scatter
     SparkLineChart ToolbarButton Toolbar`,
  ),
  ...list(
    'charts',
    '@mui/x-charts-pro',
    `BarChartPro ChartContainerPro ChartDataProviderPro ChartZoomSlider ChartsToolbarPro ChartsToolbarZoomInButton
     ChartsToolbarZoomOutButton FunnelChart FunnelPlot HeatmapPlot HeatmapTooltipContent HeatmapTooltip Heatmap
     LineChartPro RadarChartPro ScatterChartPro`,
  ),
  ...list('tree-view', '@mui/x-tree-view-pro', 'RichTreeViewPro'),
  ...list(
    'tree-view',
    '@mui/x-tree-view',
    'RichTreeView SimpleTreeView TreeItemDragAndDropOverlay TreeItemIcon TreeItemProvider TreeItem',
  ),
];

/** Every interface API page of the docs (18 Data Grid, 5 Charts). */
export const API_INTERFACES: readonly CatalogueInterface[] = [
  ...`GridApi GridCellParams GridColDef GridSingleSelectColDef GridActionsColDef GridListViewColDef
   GridExportStateParams GridFilterItem GridFilterModel GridFilterOperator GridRowClassNameParams GridRowParams
   GridRowSpacingParams GridAggregationFunction GridAggregationFunctionDataSource GridCsvExportOptions
   GridPrintExportOptions GridExcelExportOptions`
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => ({ product: 'data-grid' as const, name })),
  ...['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType'].map((name) => ({
    product: 'charts' as const,
    name,
  })),
];

/**
 * Every public hook of the four products: the functions named `use…` that a package root exports
 * (test/unit/api checks the list against the installed packages). Left out: `useUtilityClasses`,
 * the class-name helper that several of the charts' class modules export and `export *` lets through.
 */
export const API_HOOKS: readonly CatalogueHook[] = [
  ...list(
    'data-grid',
    '@mui/x-data-grid',
    `useFirstRender useGridApiContext useGridApiMethod useGridApiRef useGridEvent useGridEventPriority useGridLogger
     useGridNativeEventListener useGridRootProps useGridSelector useGridVirtualization useOnMount useRunOnce`,
  ),
  ...list('data-grid', '@mui/x-data-grid-premium', 'useGridPivoting useKeepGroupedColumnsHidden'),
  ...list(
    'date-pickers',
    '@mui/x-date-pickers',
    `useDateField useDateManager useDateTimeField useDateTimeManager useIsValidValue useParsedFormat
     usePickerActionsContext usePickerContext usePickerLayout usePickerTranslations useSplitFieldProps useTimeField
     useTimeManager useValidation`,
  ),
  ...list(
    'date-pickers',
    '@mui/x-date-pickers-pro',
    `useDateRangeManager useDateTimeRangeManager useMultiInputRangeField usePickerRangePositionContext
     useSingleInputDateRangeField useSingleInputDateTimeRangeField useSingleInputTimeRangeField useTimeRangeManager`,
  ),
  ...list(
    'charts',
    '@mui/x-charts',
    `useAnimate useAnimateArea useAnimateBar useAnimateBarLabel useAnimateLine useAnimatePieArc useAnimatePieArcLabel
     useAxesTooltip useAxisTooltip useBarSeries useBarSeriesContext useChartApiContext useChartGradientId
     useChartGradientIdObjectBound useChartId useChartRootRef useChartsLocalization useDrawingArea useGaugeState
     useItemHighlighted useItemHighlightedGetter useItemTooltip useLegend useLineSeries useLineSeriesContext
     useMouseTracker usePieSeries usePieSeriesContext useRadarItemTooltip useRadarSeries useRadarSeriesContext
     useRadiusAxes useRadiusAxis useRadiusScale useRotationAxes useRotationAxis useRotationScale useScatterSeries
     useScatterSeriesContext useSeries useSvgRef useXAxes useXAxis useXColorScale useXScale useYAxes useYAxis
     useYColorScale useYScale useZAxes useZAxis useZColorScale`,
  ),
  ...list(
    'charts',
    '@mui/x-charts-pro',
    'useFunnelSeries useFunnelSeriesContext useHeatmapSeries useHeatmapSeriesContext useIsZoomInteracting',
  ),
  ...list('tree-view', '@mui/x-tree-view', 'useTreeItem useTreeItemModel useTreeItemUtils useTreeViewApiRef'),
];

/** The hooks a catalogue leaves out on purpose (see {@link API_HOOKS}). */
export const API_HOOKS_LEFT_OUT: readonly string[] = ['useUtilityClasses'];

/** The community, Pro and Premium packages of each product, in plan order. */
export const PRODUCT_PACKAGES: Record<ApiProduct, readonly string[]> = {
  'data-grid': ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
  charts: ['@mui/x-charts', '@mui/x-charts-pro'],
  'tree-view': ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
};

/** The docs version the catalogue describes; installed packages at another version produce a warning. */
export const DOCS_VERSION = '8.5.0';
