using System;

namespace BlockPack
{
    /// <summary>
    /// Chooses the constructor used when deserializing. Without it, the public constructor with the most parameters
    /// that all match serialized members is used.
    /// </summary>
    [AttributeUsage(AttributeTargets.Constructor, AllowMultiple = false, Inherited = false)]
    public sealed class SerializationConstructorAttribute : Attribute
    {
    }
}
