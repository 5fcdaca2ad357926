package org.adjutant.cli;

import org.adjutant.config.GameId;
import picocli.CommandLine;

/**
 * Every GAME argument of the command line: a {@link GameId}, so a path or a bad id is refused before a command runs,
 * however the command line was built (named on each parameter rather than registered on one {@code CommandLine}).
 */
final class GameIdConverter implements CommandLine.ITypeConverter<GameId> {
    @Override
    public GameId convert(String text) {
        try {
            return GameId.of(text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }
}
