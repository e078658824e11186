import type { AiMessage } from '@contract/endpoints/ai';
import { AiScope } from '../AiScope';
import { ChatLayout } from '../chat/ChatLayout';
import { ChartAnswer } from '../chart/ChartAnswer';
import { ToolHead } from '../ToolHead';

const chartOf = (message: AiMessage) => (message.chart || message.table ? <ChartAnswer message={message} /> : null);

/** `/ai/steelChart`: a property against thickness for one or more grades, as a chart and a table to download. */
export default function SteelChartPage() {
  return (
    <AiScope testId="ai-page-chart">
      <ToolHead tool="chart" />
      <ChatLayout tool="chart" renderExtra={chartOf} />
    </AiScope>
  );
}
