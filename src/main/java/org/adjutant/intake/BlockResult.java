package org.adjutant.intake;

import java.util.List;
import org.adjutant.ruleset.Problem;

/**
 * What became of one block, as the acknowledgement tells it: {@code title} names the block ("US3IN", "player
 * taylor"), {@code role} how its sender was recognised, {@code orders} the accepted orders in normal form, or
 * {@code problems} why it was refused. Never holds a password.
 */
public record BlockResult(String title, int headerLine, boolean accepted, String role, List<String> orders,
                          List<Problem> problems) {
    public BlockResult {
        orders = List.copyOf(orders);
        problems = List.copyOf(problems);
    }

    static BlockResult rejected(String title, int headerLine, List<Problem> problems) {
        return new BlockResult(title, headerLine, false, "", List.of(), problems);
    }
}
