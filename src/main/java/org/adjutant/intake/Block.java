package org.adjutant.intake;

import java.util.List;
import java.util.Set;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;

/**
 * One block of a mail: the orders for one unit ({@link UnitBlock}) or the orders a player gives in his own name
 * ({@link PlayerBlock}: password change, reassignment, office orders). {@code problems} are found while splitting,
 * before any authentication (e.g. a header without a password). {@code afterBlank} holds the numbers of the body
 * lines that follow a blank line in the mail: where a sign-off may begin (see {@link SignOff}).
 */
public sealed interface Block permits Block.UnitBlock, Block.PlayerBlock {
    int headerLine();

    TypedPassword password();

    List<Line> body();

    List<Problem> problems();

    Set<Integer> afterBlank();

    /** The same block with only the first {@code keep} lines of its body. */
    Block cut(int keep);

    /** The unit's id as written in the header, e.g. {@code us3in}; the core canonicalises it. */
    record UnitBlock(String unitId, TypedPassword password, int headerLine, List<Line> body, List<Problem> problems,
                     Set<Integer> afterBlank) implements Block {
        public UnitBlock {
            body = List.copyOf(body);
            problems = List.copyOf(problems);
            afterBlank = Set.copyOf(afterBlank);
        }

        @Override
        public UnitBlock cut(int keep) {
            return new UnitBlock(unitId, password, headerLine, body.subList(0, keep), problems, afterBlank);
        }
    }

    /** {@code who} is the player's role id or name as written in the header. */
    record PlayerBlock(String who, TypedPassword password, int headerLine, List<Line> body, List<Problem> problems,
                       Set<Integer> afterBlank) implements Block {
        public PlayerBlock {
            body = List.copyOf(body);
            problems = List.copyOf(problems);
            afterBlank = Set.copyOf(afterBlank);
        }

        @Override
        public PlayerBlock cut(int keep) {
            return new PlayerBlock(who, password, headerLine, body.subList(0, keep), problems, afterBlank);
        }
    }
}
