package org.adjutant.intake;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.adjutant.ruleset.Line;

/**
 * Where a block's orders end and a sign-off begins. Players end mails as they end letters ("Regards,", their name,
 * "Thanks"), and mail clients add their own lines; refusing the whole block for "'Regards' is not an order" punishes
 * good orders for good manners. Rule: text after the last order that follows a blank line, and of which no line reads
 * as an order, is a signature: the block ends before it. A block is never cut to nothing, and a line that reads as an
 * order keeps everything before it in the block (a mistyped order after a blank line is still reported).
 */
final class SignOff {
    private SignOff() {
    }

    /** The block without its sign-off, and the number of the last line read, when there was one to cut. */
    record Cut(Block block, int lastLineRead) {
    }

    static Optional<Cut> find(Block block, Predicate<String> isOrder) {
        List<Line> body = block.body();
        // Walk back over the trailing lines that are not orders, remembering the earliest that follows a blank line.
        int cutAt = -1;
        for (int i = body.size() - 1; i >= 1; i--) {
            if (isOrder.test(body.get(i).text())) {
                break;
            }
            if (block.afterBlank().contains(body.get(i).number())) {
                cutAt = i;
            }
        }
        if (cutAt < 0) {
            return Optional.empty();
        }
        return Optional.of(new Cut(block.cut(cutAt), body.get(cutAt - 1).number()));
    }
}
