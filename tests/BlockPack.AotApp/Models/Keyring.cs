using System.Collections.Generic;

namespace BlockPack.AotApp.Models
{
    /// <summary>
    /// Nothing private itself, but it holds types that have AllowPrivate variants: one member whose formatter the
    /// generated code calls directly, and a list whose elements come through the options' resolver.
    /// </summary>
    [MessagePackObject]
    public sealed class Keyring
    {
        [Key(0)]
        public Vault? Vault { get; set; }

        [Key(1)]
        public List<Token>? Tokens { get; set; }
    }
}
