using System;

namespace BlockPack
{
    /// <summary>Excludes a field or property from serialization (the member is neither written nor read).</summary>
    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = true)]
    public sealed class IgnoreMemberAttribute : Attribute
    {
    }
}
