package org.adjutant.gitm.order;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * The parser and the checks never throw on anything a mail may hold: they report problems. In CI this replays the
 * corpus under {@code OrderParserFuzzTestInputs/parseAnything/}; run with {@code JAZZER_FUZZ=1} to search for more.
 */
class OrderParserFuzzTest {
    private static final OrderContext CONTEXT = Theatre.context();

    @FuzzTest(maxDuration = "90s")
    void parseAnything(byte[] data) {
        List<Line> body = lines(decode(data));

        ParsedBlock<UnitOrder> unit = OrderParser.parseUnitBlock(body);
        assertBounded(unit.problems());
        if (unit.isClean()) {
            for (OrderAt<UnitOrder> o : unit.orders()) {
                assertThat(OrderParser.parseUnitOrder(o.order().normalForm())).contains(o.order());
            }
        }
        ParsedBlock<OfficeOrder> office = OrderParser.parseOfficeBlock(body);
        assertBounded(office.problems());
        if (office.isClean()) {
            for (OrderAt<OfficeOrder> o : office.orders()) {
                assertThat(OrderParser.parseOfficeOrder(o.order().normalForm())).contains(o.order());
            }
        }
        BlockVerdict v = OrderDesk.checkUnitBlock(CONTEXT, "MX1IN", body);
        assertBounded(v.problems());
        BlockVerdict w = OrderDesk.checkOfficeBlock(CONTEXT, Theatre.MX_STATE, EnumSet.allOf(Office.class), body);
        assertBounded(w.problems());
    }

    private static void assertBounded(List<Problem> problems) {
        assertThat(problems.size()).isLessThanOrEqualTo(ProblemList.MAX_LISTED + 1);
    }

    /**
     * Inputs starting with byte 1 are read as raw UTF-16 code units, so lone surrogates and any char can occur;
     * others as UTF-8, as a mail would be decoded.
     */
    private static String decode(byte[] data) {
        if (data.length > 0 && data[0] == 1) {
            StringBuilder b = new StringBuilder(data.length / 2);
            for (int i = 1; i + 1 < data.length; i += 2) {
                b.append((char) (((data[i] & 0xff) << 8) | (data[i + 1] & 0xff)));
            }
            return b.toString();
        }
        return new String(data, StandardCharsets.UTF_8);
    }

    private static List<Line> lines(String text) {
        List<Line> result = new ArrayList<>();
        int number = 1;
        for (String t : text.split("\n", -1)) {
            result.add(new Line(number++, t));
        }
        return result;
    }
}
