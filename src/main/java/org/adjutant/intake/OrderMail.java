package org.adjutant.intake;

import java.util.List;
import java.util.Optional;

/**
 * An order mail split into blocks. {@code game} is the game the mail names ({@code GAME <id>} line or {@code [id]} in
 * the subject), {@code checkOnly} asks for an answer without queueing anything, {@code notes} say what was skipped.
 */
public record OrderMail(List<Block> blocks, Optional<String> game, boolean checkOnly, List<String> notes) {
    public OrderMail {
        blocks = List.copyOf(blocks);
        notes = List.copyOf(notes);
    }
}
