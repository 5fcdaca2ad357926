package org.adjutant.intake;

import java.util.List;
import java.util.Optional;

/**
 * An order mail split into blocks. {@code game} is the game the mail names ({@code GAME <id>} line or {@code [id]} in
 * the subject), {@code checkOnly} asks for an answer without queueing anything, {@code notes} say what was skipped,
 * {@code standby} the first {@code STANDBY} line outside any block (a volunteer's, {@link StandbyDesk}).
 */
public record OrderMail(List<Block> blocks, Optional<String> game, boolean checkOnly, List<String> notes,
                        Optional<org.adjutant.ruleset.Line> standby) {
    public OrderMail {
        blocks = List.copyOf(blocks);
        notes = List.copyOf(notes);
    }

    /** A mail without a volunteer's line. */
    public OrderMail(List<Block> blocks, Optional<String> game, boolean checkOnly, List<String> notes) {
        this(blocks, game, checkOnly, notes, Optional.empty());
    }
}
