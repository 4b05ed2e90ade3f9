using System;

namespace BlockPack.Formatters.Objects
{
    /// <summary>Which types and members an object resolver serializes.</summary>
    [Flags]
    internal enum ObjectContractPolicy
    {
        /// <summary>Only types marked [MessagePackObject] or [DataContract]; only public members and constructors.</summary>
        Attributed = 0,

        /// <summary>Non-public members and constructors are used too.</summary>
        AllowPrivate = 1,

        /// <summary>Types without attributes are serialized too, as a map of their public members keyed by name.</summary>
        Contractless = 2,
    }
}
